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

// Google leaves optional keys out, never null, and may add keys; unknown ones are ignored. The
// shape is read by hand rather than with a schema library, which would more than double the
// page's download and probe for eval, which the Content-Security-Policy forbids.
type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value when it is a string; undefined when absent; null when present with another type. */
function text(fields: Fields, key: string): string | undefined | null {
  const value = fields[key];
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : null;
}

interface EventTime {
  date?: string;
  dateTime?: string;
}

function eventTime(value: unknown): EventTime | undefined | null {
  if (value === undefined) return undefined;
  if (!isFields(value)) return null;
  const date = text(value, "date");
  const dateTime = text(value, "dateTime");
  if (date === null || dateTime === null || text(value, "timeZone") === null) return null;
  return { date, dateTime };
}

// A month never needs this many pages of 250; a server that keeps paging is broken.
const maxPages = 40;

function toEvent(item: unknown): CalendarEvent | undefined {
  if (!isFields(item)) return undefined;
  const id = text(item, "id");
  const [status, summary, description, location, htmlLink] = [
    "status",
    "summary",
    "description",
    "location",
    "htmlLink",
  ].map((key) => text(item, key));
  const start = eventTime(item.start);
  const end = eventTime(item.end);
  if (!id || [status, summary, description, location, htmlLink, start, end].includes(null)) {
    return undefined;
  }
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
    const body: unknown = await response.json().catch(() => undefined);
    const items = isFields(body) ? (body.items ?? []) : undefined;
    const nextPageToken = isFields(body) ? text(body, "nextPageToken") : null;
    if (!Array.isArray(items) || nextPageToken === null) {
      throw new Error("The Calendar API answered in an unexpected shape.");
    }
    for (const item of items) {
      const event = toEvent(item);
      if (event) events.push(event);
    }
    pageToken = nextPageToken;
    if (!pageToken) return events;
  }
  throw new Error(`The Calendar API sent more than ${maxPages} pages for one month.`);
}
