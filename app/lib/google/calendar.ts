import { z } from "zod";
import { config } from "../config";

/** A public calendar read through Calendar v3 `events.list`. */
export interface CalendarSource {
  apiUrl: string;
  apiKey: string | undefined;
  calendarId: string | undefined;
}

export const configuredCalendar: CalendarSource = {
  apiUrl: config.calendarApiUrl,
  apiKey: config.googleApiKey,
  calendarId: config.calendarId,
};

/** RFC3339 instants with an offset, e.g. "2026-02-28T00:00:00-08:00". */
export interface TimeRange {
  timeMin: string;
  timeMax: string;
}

export type CalendarEventTiming =
  /** `endDate` is exclusive, as Google sends it: a one-day event on 3/2 ends on 3/3. */
  | { allDay: true; startDate: string; endDate: string }
  | { allDay: false; start: string; end: string };

export interface CalendarEvent {
  id: string;
  summary: string;
  description?: string;
  location?: string;
  htmlLink?: string;
  timing: CalendarEventTiming;
}

/** A non-OK answer from the Calendar API, worded as the spec's error catalogue says. */
export class CalendarApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Calendar API error: ${status} ${body}`);
    this.name = "CalendarApiError";
  }
}

export class CalendarNotConfiguredError extends Error {
  constructor(missing: string[]) {
    super(`The events calendar is not configured: ${missing.join(" and ")} missing.`);
    this.name = "CalendarNotConfiguredError";
  }
}

// Optional keys are left out by Google, never null; anything unknown is ignored.
const eventTime = z.object({
  date: z.string().optional(),
  dateTime: z.string().optional(),
  timeZone: z.string().optional(),
});
const eventSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  location: z.string().optional(),
  htmlLink: z.string().optional(),
  start: eventTime.optional(),
  end: eventTime.optional(),
});
const pageSchema = z.object({
  items: z.array(z.unknown()).optional(),
  nextPageToken: z.string().optional(),
});

// A month never needs this many pages of 250; a server that keeps paging is broken.
const maxPages = 40;

function toEvent(item: unknown): CalendarEvent | undefined {
  const parsed = eventSchema.safeParse(item);
  if (!parsed.success) return undefined;
  const { id, status, summary, description, location, htmlLink, start, end } = parsed.data;
  if (status === "cancelled" || !start || !end) return undefined;
  let timing: CalendarEventTiming;
  if (start.dateTime && end.dateTime) {
    timing = { allDay: false, start: start.dateTime, end: end.dateTime };
  } else if (start.date && end.date) {
    timing = { allDay: true, startDate: start.date, endDate: end.date };
  } else {
    return undefined;
  }
  return {
    id,
    summary: summary?.trim() || "(No title)",
    ...(description ? { description } : {}),
    ...(location ? { location } : {}),
    ...(htmlLink ? { htmlLink } : {}),
    timing,
  };
}

function missingSettings(source: CalendarSource): string[] {
  return [
    ...(source.apiKey ? [] : ["VITE_GOOGLE_API_KEY"]),
    ...(source.calendarId ? [] : ["VITE_GOOGLE_CALENDAR_ID"]),
  ];
}

/**
 * Every event of the calendar that overlaps the range, expanded to single instances and
 * ordered by start, across all pages. Cancelled events and items without times are dropped.
 */
export async function listCalendarEvents(
  range: TimeRange,
  { signal, source = configuredCalendar }: { signal?: AbortSignal; source?: CalendarSource } = {},
): Promise<CalendarEvent[]> {
  const missing = missingSettings(source);
  if (missing.length > 0) throw new CalendarNotConfiguredError(missing);

  const url = `${source.apiUrl}/calendars/${encodeURIComponent(source.calendarId!)}/events`;
  const events: CalendarEvent[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const query = new URLSearchParams({
      key: source.apiKey!,
      timeMin: range.timeMin,
      timeMax: range.timeMax,
      singleEvents: "true",
      orderBy: "startTime",
    });
    if (pageToken) query.set("pageToken", pageToken);
    const response = await fetch(`${url}?${query}`, { signal });
    if (!response.ok) throw new CalendarApiError(response.status, await response.text());
    const parsed = pageSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new Error("The Calendar API answered in an unexpected shape.");
    for (const item of parsed.data.items ?? []) {
      const event = toEvent(item);
      if (event) events.push(event);
    }
    pageToken = parsed.data.nextPageToken;
    if (!pageToken) return events;
  }
  throw new Error(`The Calendar API sent more than ${maxPages} pages for one month.`);
}
