import { earlyRequest } from "~/lib/early-request";
import { listCalendarEvents, type CalendarEvent } from "~/lib/google/calendar";
import { pacificDay } from "~i18n/days";
import { monthRange, openingMonth, type MonthKey } from "./month";

/** The events of the month the page opens on, asked for before React hydrates the page. */
export const earlyEvents = earlyRequest<MonthKey, CalendarEvent[]>();

/** Asks Google for the opening month's events; the calendar's first query takes the answer. */
export function startEarlyEvents() {
  const month = openingMonth(window.location.search, pacificDay(new Date()));
  earlyEvents.start(month, () => listCalendarEvents(monthRange(month)));
}
