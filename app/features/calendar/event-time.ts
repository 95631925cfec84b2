import type { CalendarEvent } from "~/lib/google/calendar";
import { clockFormat, unbroken } from "~i18n/clock";
import type { Locale } from "~i18n/locale";
import { m } from "~i18n/paraglide/messages";
import { eventSpan } from "./event-placement";
import { pacificDay, siteZone } from "~i18n/days";
import { dayLabel, type DayKey } from "./month";

const inCalendarZone = (locale: Locale, withMinutes: boolean) =>
  clockFormat(locale, { ...(withMinutes && { minute: "2-digit" }), timeZone: siteZone });

/** "6 PM" on the hour, "6:30 PM" otherwise ("6 p. m.", "6:30 p. m." in Spanish), in Los Angeles. */
function clockParts(instant: Date, locale: Locale): Intl.DateTimeFormatPart[] {
  const onTheHour = inCalendarZone(locale, true)
    .formatToParts(instant)
    .some((part) => part.type === "minute" && part.value === "00");
  return inCalendarZone(locale, !onTheHour).formatToParts(instant);
}

function clock(instant: Date, locale: Locale): string {
  return unbroken(
    clockParts(instant, locale)
      .map((part) => part.value)
      .join(""),
  );
}

/** The clock without its AM/PM, for the start of a range that shares it with the end. */
function clockWithoutPeriod(instant: Date, locale: Locale): string {
  const parts = clockParts(instant, locale);
  const period = parts.findIndex((part) => part.type === "dayPeriod");
  const kept = period === -1 ? parts : parts.slice(0, period);
  return unbroken(
    kept
      .map((part) => part.value)
      .join("")
      .trim(),
  );
}

function dayPeriod(instant: Date, locale: Locale): string | undefined {
  return clockParts(instant, locale).find((part) => part.type === "dayPeriod")?.value;
}

/** Short start time shown before the title in a day cell, only on the day the event starts. */
export function startTimeOn(event: CalendarEvent, day: DayKey, locale: Locale): string | undefined {
  if (event.timing.allDay) return undefined;
  const start = new Date(event.timing.start);
  return pacificDay(start) === day ? clock(start, locale) : undefined;
}

function timeRange(start: Date, end: Date, locale: Locale): string {
  const sameHalf = dayPeriod(start, locale) === dayPeriod(end, locale);
  const from = sameHalf ? clockWithoutPeriod(start, locale) : clock(start, locale);
  return `${from} – ${clock(end, locale)}`;
}

/** When an event happens, in words, e.g. "Thursday, March 5, 2026, 6 – 7:30 PM". */
export function describeWhen(event: CalendarEvent, locale: Locale): string {
  const { firstDay, lastDay } = eventSpan(event.timing);
  const sameYear = firstDay.slice(0, 4) === lastDay.slice(0, 4);
  const longDay = (day: DayKey) =>
    dayLabel(day, locale, { weekday: "long", month: "long", day: "numeric", year: "numeric" });
  const openingDay = (day: DayKey) => (sameYear ? dayLabel(day, locale) : longDay(day));

  if (event.timing.allDay) {
    return firstDay === lastDay
      ? m.calendar_day_all_day({ day: longDay(firstDay) }, { locale })
      : `${openingDay(firstDay)} – ${longDay(lastDay)}`;
  }
  const start = new Date(event.timing.start);
  const end = new Date(event.timing.end);
  if (firstDay === lastDay) {
    return end > start
      ? `${longDay(firstDay)}, ${timeRange(start, end, locale)}`
      : `${longDay(firstDay)}, ${clock(start, locale)}`;
  }
  return `${openingDay(firstDay)}, ${clock(start, locale)} – ${longDay(lastDay)}, ${clock(end, locale)}`;
}
