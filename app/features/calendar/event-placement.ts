import type { CalendarEvent, CalendarEventTiming } from "~/lib/google/calendar";
import { addDays, pacificDay } from "~i18n/days";
import { type DayKey } from "./month";

/** The first and last Los Angeles day an event occupies, both inclusive. */
export function eventSpan(timing: CalendarEventTiming): { firstDay: DayKey; lastDay: DayKey } {
  if (timing.allDay) {
    const lastDay = addDays(timing.endDate, -1);
    return {
      firstDay: timing.startDate,
      lastDay: lastDay < timing.startDate ? timing.startDate : lastDay,
    };
  }
  const start = new Date(timing.start);
  const end = new Date(timing.end);
  // An end at midnight belongs to the day before: 10 PM to 12 AM is one evening.
  const lastInstant = end > start ? new Date(end.getTime() - 1) : start;
  return { firstDay: pacificDay(start), lastDay: pacificDay(lastInstant) };
}

function sortKey(event: CalendarEvent): [number, number] {
  return event.timing.allDay
    ? [0, Date.parse(`${event.timing.startDate}T00:00:00Z`)]
    : [1, Date.parse(event.timing.start)];
}

function byAllDayThenStart(a: CalendarEvent, b: CalendarEvent): number {
  const [groupA, startA] = sortKey(a);
  const [groupB, startB] = sortKey(b);
  return groupA - groupB || startA - startB;
}

/** The events of each given day (every day an event spans), all-day ones first, then by start. */
export function eventsByDay(events: CalendarEvent[], days: DayKey[]): Map<DayKey, CalendarEvent[]> {
  const spans = events.map((event) => ({ event, ...eventSpan(event.timing) }));
  const sorted = [...spans].sort((a, b) => byAllDayThenStart(a.event, b.event));
  return new Map(
    days.map((day) => [
      day,
      sorted.filter((s) => s.firstDay <= day && day <= s.lastDay).map((s) => s.event),
    ]),
  );
}
