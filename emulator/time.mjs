import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

export const CALENDAR_TZ = "America/Los_Angeles";

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds for an RFC3339 timestamp that carries an offset, or null (Google rejects the rest). */
export function parseRfc3339(text) {
  if (typeof text !== "string" || !RFC3339.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

export function isIsoDate(text) {
  return typeof text === "string" && ISO_DATE.test(text);
}

/** Midnight of a YYYY-MM-DD date in the zone, as a TZDate. */
export function zonedMidnight(isoDate, tz = CALENDAR_TZ) {
  const [, y, m, d] = ISO_DATE.exec(isoDate);
  return new TZDate(Number(y), Number(m) - 1, Number(d), tz);
}

/** A wall-clock time ("18:30") on a YYYY-MM-DD date in the zone, as a TZDate. */
export function zonedDateTime(isoDate, hhmm, tz = CALENDAR_TZ) {
  const [h, min] = hhmm.split(":").map(Number);
  const day = zonedMidnight(isoDate, tz);
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), h, min, tz);
}

export function inZone(ms, tz = CALENDAR_TZ) {
  return new TZDate(ms, tz);
}

export function formatDateTime(tzDate) {
  return format(tzDate, "yyyy-MM-dd'T'HH:mm:ssxxx");
}

export function formatIsoDate(date) {
  return format(date, "yyyy-MM-dd");
}

/** UTC basic format used in instance ids and RRULE UNTIL values. */
export function formatUtcBasic(ms) {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** An event's start or end as an instant; all-day dates count from midnight in the calendar's zone. */
export function boundMs(bound) {
  return bound.date ? zonedMidnight(bound.date).getTime() : parseRfc3339(bound.dateTime);
}
