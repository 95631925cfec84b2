import type { CalendarEvent } from "~/lib/google/calendar";
import { htmlToText } from "./event-text";
import { eventDates } from "./event-dates";
import { addDays, siteZone } from "~i18n/days";

/** "2026-03-05T18:00:00-08:00" -> "20260306T020000Z", the form Google's template link takes. */
const utcStamp = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const compactDay = (day: string) => day.replace(/-/g, "");

/**
 * Links that open a new event, filled in with this one, in Google Calendar and in Outlook on
 * the web. Both are the services' documented "add event" addresses; the visitor saves it there.
 */
export function addToCalendarLinks(event: CalendarEvent, title: string) {
  const details = event.description ? htmlToText(event.description) : "";
  const location = event.location ?? "";
  const { startDate, endDate } = eventDates(event);
  const allDay = event.timing.allDay;

  const google = new URL("https://calendar.google.com/calendar/render");
  google.searchParams.set("action", "TEMPLATE");
  google.searchParams.set("text", title);
  google.searchParams.set(
    "dates",
    event.timing.allDay
      ? `${compactDay(startDate)}/${compactDay(addDays(endDate, 1))}`
      : `${utcStamp(event.timing.start)}/${utcStamp(event.timing.end)}`,
  );
  google.searchParams.set("ctz", siteZone);
  if (details) google.searchParams.set("details", details);
  if (location) google.searchParams.set("location", location);

  const outlook = new URL("https://outlook.live.com/calendar/0/action/compose");
  outlook.searchParams.set("path", "/calendar/action/compose");
  outlook.searchParams.set("rru", "addevent");
  outlook.searchParams.set("subject", title);
  outlook.searchParams.set("startdt", startDate);
  outlook.searchParams.set("enddt", allDay ? addDays(endDate, 1) : endDate);
  outlook.searchParams.set("allday", String(allDay));
  if (details) outlook.searchParams.set("body", details);
  if (location) outlook.searchParams.set("location", location);

  return { google: google.href, outlook: outlook.href };
}
