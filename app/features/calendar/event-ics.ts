import ical from "ical-generator";
import type { CalendarEvent } from "~/lib/google/calendar";
import { withoutControls } from "~/lib/ics-text";
import { eventDates } from "./event-dates";
import { addDays } from "~i18n/days";
import { htmlToText } from "./event-text";

/** A day as an iCalendar DATE: noon in UTC is that day in every zone the generator writes. */
const dateOnly = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * One event as an iCalendar (RFC 5545) file. Its UID is Google's event id at the site's host,
 * the same in every download, so importing it twice updates the event instead of doubling it.
 * Times are written in UTC, which every calendar app reads without a VTIMEZONE.
 */
export function eventIcs(
  event: CalendarEvent,
  { title, host, now = new Date() }: { title: string; host: string; now?: Date },
): string {
  const calendar = ical({ prodId: { company: host, product: "events" } });
  const { startDate, endDate } = eventDates(event);
  calendar.createEvent({
    id: `${event.id}@${host}`,
    stamp: now,
    // Google's text is as its writer typed it: no separator a reader might take for a new line.
    summary: withoutControls(title),
    ...(event.description ? { description: withoutControls(htmlToText(event.description)) } : {}),
    ...(event.location ? { location: withoutControls(event.location) } : {}),
    ...(event.htmlLink ? { url: event.htmlLink } : {}),
    ...(event.timing.allDay
      ? { start: dateOnly(startDate), end: dateOnly(addDays(endDate, 1)), allDay: true }
      : { start: new Date(event.timing.start), end: new Date(event.timing.end) }),
  });
  return calendar.toString();
}

/** A file name from the title: "galaxy-tuition-due.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `${slug || "event"}.ics`;
}
