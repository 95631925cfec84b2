import { config } from "../config";
import { askGoogle, errorBodySummary } from "./google-request";

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
  /** The title as staff typed it; empty when they typed none. */
  summary: string;
  description?: string;
  location?: string;
  htmlLink?: string;
  timing: CalendarEventTiming;
}

/**
 * A non-OK answer from the Calendar API, worded as the spec's error catalogue says. `body` is
 * Google's own message, or the start of whatever else came back, never a page's worth of it.
 */
export class CalendarApiError extends Error {
  readonly body: string;

  constructor(
    readonly status: number,
    responseBody: string,
  ) {
    const body = errorBodySummary(responseBody);
    super(`Calendar API error: ${status} ${body}`);
    this.name = "CalendarApiError";
    this.body = body;
  }
}

/** The calendar is shared as free/busy only: Google sends times, never what the events are. */
export class CalendarFreeBusyError extends Error {
  constructor() {
    super(
      "The events calendar is shared as free/busy only, so its events cannot be shown. Its owner can share it with all event details.",
    );
    this.name = "CalendarFreeBusyError";
  }
}

export class CalendarNotConfiguredError extends Error {
  constructor(readonly missing: string[]) {
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

/** A calendar day as Google writes it, "2026-03-09", that exists. */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An RFC 3339 instant with its offset, "2026-03-05T18:00:00-08:00", that exists. */
function isInstant(value: string): boolean {
  const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;
  return (
    rfc3339.test(value) && isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value))
  );
}

function eventTime(value: unknown): EventTime | undefined | null {
  if (value === undefined) return undefined;
  if (!isFields(value)) return null;
  const date = text(value, "date");
  const dateTime = text(value, "dateTime");
  if (date === null || dateTime === null || text(value, "timeZone") === null) return null;
  if (date !== undefined && !isCalendarDay(date)) return null;
  if (dateTime !== undefined && !isInstant(dateTime)) return null;
  return { date, dateTime };
}

const reportedUnreadable = new Set<string>();

/** Says once, in the console, which event was left out: staff can find it by its id. */
function reportUnreadable(id: string) {
  if (reportedUnreadable.has(id)) return;
  reportedUnreadable.add(id);
  console.warn(
    `Calendar event ${id} is left out: its start or end is not a date or time Google Calendar writes.`,
  );
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
  if (!id || [status, summary, description, location, htmlLink].includes(null)) {
    return undefined;
  }
  if (start === null || end === null) {
    if (status !== "cancelled") reportUnreadable(id);
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
    // Left empty when staff typed no title; the page names it in its own language.
    summary: summary?.trim() ?? "",
    ...(description ? { description } : {}),
    ...(location ? { location } : {}),
    ...(htmlLink ? { htmlLink } : {}),
    timing,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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
    const answer = await askGoogle(`${url}?${query}`, "Google Calendar", signal);
    if (!answer.ok) throw new CalendarApiError(answer.status, answer.body);
    const body = parseJson(answer.body);
    if (isFields(body) && body.accessRole === "freeBusyReader") throw new CalendarFreeBusyError();
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
