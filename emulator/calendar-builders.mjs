import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { eventId } from "./ids.mjs";
import {
  CALENDAR_TZ,
  formatDateTime,
  formatIsoDate,
  zonedDateTime,
  zonedMidnight,
} from "./time.mjs";

// Builders for the sample calendar. Dates are YYYY-MM-DD strings in the calendar's zone;
// months are 0-based as in Date.

/** A source event; the id comes from a readable slug so it is the same on every run. */
export function sampleEvent(slug, summary, span, details = {}) {
  return { id: eventId(slug), summary, ...details, ...span };
}

export function isoDate(year, month, day) {
  return formatIsoDate(new TZDate(year, month, day, CALENDAR_TZ));
}

export function addIsoDays(iso, days) {
  return formatIsoDate(addDays(zonedMidnight(iso), days));
}

function weekdayOf(iso) {
  return zonedMidnight(iso).getDay();
}

/** The nth (1-based) given weekday of a month; n = -1 is the last one. */
export function nthWeekday(year, month, weekday, n) {
  if (n === -1) {
    const last = isoDate(year, month + 1, 0);
    return addIsoDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = isoDate(year, month, 1);
  return addIsoDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1));
}

/** A fixed-date holiday on a weekend moves to Friday or Monday, as schools observe it. */
export function observed(iso) {
  const day = weekdayOf(iso);
  if (day === 6) return addIsoDays(iso, -1);
  if (day === 0) return addIsoDays(iso, 1);
  return iso;
}

/** Google's all-day shape: end is the exclusive day after the last one. */
export function allDaySpan(startIso, days = 1) {
  return { start: { date: startIso }, end: { date: addIsoDays(startIso, days) } };
}

/** Google's timed shape; an end time before the start time ends the next day. */
export function timedSpan(iso, from, to) {
  const endIso = to <= from ? addIsoDays(iso, 1) : iso;
  const bound = (day, hhmm) => ({
    dateTime: formatDateTime(zonedDateTime(day, hhmm)),
    timeZone: CALENDAR_TZ,
  });
  return { start: bound(iso, from), end: bound(endIso, to) };
}
