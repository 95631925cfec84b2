import { TZDate } from "@date-fns/tz";
import { formatISO } from "date-fns";
import type { CalendarEvent } from "~/lib/google/calendar";
import { eventSpan } from "./event-placement";
import { withOffsetWithTemporal } from "~i18n/clock";
import { siteZone } from "~i18n/days";

/** An instant with the site's own offset: "2026-03-05T18:00:00-08:00", whatever Google sent. */
export function inCalendarZone(instant: string): string {
  const at = new Date(instant);
  return withOffsetWithTemporal(at, siteZone) ?? formatISO(new TZDate(at.getTime(), siteZone));
}

/**
 * Start and end as schema.org reads them: instants with the site's offset, or for an all-day
 * event its first and last day (Google's end day is exclusive; these are both inclusive).
 */
export function eventDates(event: CalendarEvent): { startDate: string; endDate: string } {
  if (event.timing.allDay) {
    const { firstDay, lastDay } = eventSpan(event.timing);
    return { startDate: firstDay, endDate: lastDay };
  }
  return {
    startDate: inCalendarZone(event.timing.start),
    endDate: inCalendarZone(event.timing.end),
  };
}

/** "Online", "Zoom", a meeting link: a place no family travels to. */
export function isOnline(location: string): boolean {
  return /^\s*online\b|zoom\.us|meet\.google\.com|teams\.microsoft\.com|^\s*zoom\s*$/i.test(
    location,
  );
}
