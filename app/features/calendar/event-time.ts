import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import type { CalendarEvent } from "~/lib/google/calendar";
import { eventSpan } from "./event-placement";
import { calendarZone, dayLabel, dayOf, type DayKey } from "./month";

const inZone = { in: tz(calendarZone) };

function clock(instant: Date): string {
  const onTheHour = format(instant, "mm", inZone) === "00";
  return format(instant, onTheHour ? "h a" : "h:mm a", inZone);
}

/** Short start time shown before the title in a day cell, only on the day the event starts. */
export function startTimeOn(event: CalendarEvent, day: DayKey): string | undefined {
  if (event.timing.allDay) return undefined;
  const start = new Date(event.timing.start);
  return dayOf(start) === day ? clock(start) : undefined;
}

function timeRange(start: Date, end: Date): string {
  const sameHalf = format(start, "a", inZone) === format(end, "a", inZone);
  const from = sameHalf ? clock(start).replace(/ [AP]M$/, "") : clock(start);
  return `${from} – ${clock(end)}`;
}

/** When an event happens, in words, e.g. "Thursday, March 5, 2026, 6 – 7:30 PM". */
export function describeWhen(event: CalendarEvent): string {
  const { firstDay, lastDay } = eventSpan(event.timing);
  const sameYear = firstDay.slice(0, 4) === lastDay.slice(0, 4);
  const longDay = (day: DayKey) => dayLabel(day, "EEEE, MMMM d, yyyy");
  const openingDay = (day: DayKey) =>
    dayLabel(day, sameYear ? "EEEE, MMMM d" : "EEEE, MMMM d, yyyy");

  if (event.timing.allDay) {
    return firstDay === lastDay
      ? `${longDay(firstDay)}, all day`
      : `${openingDay(firstDay)} – ${longDay(lastDay)}`;
  }
  const start = new Date(event.timing.start);
  const end = new Date(event.timing.end);
  if (firstDay === lastDay) {
    return end > start
      ? `${longDay(firstDay)}, ${timeRange(start, end)}`
      : `${longDay(firstDay)}, ${clock(start)}`;
  }
  return `${openingDay(firstDay)}, ${clock(start)} – ${longDay(lastDay)}, ${clock(end)}`;
}
