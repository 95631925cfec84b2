import { organisation } from "~/content.server";
import { canonicalUrl } from "~/features/seo/seo.server";
import type { CalendarEvent } from "~/lib/google/calendar";
import type { Locale } from "~i18n/locale";
import type { BuiltEvents } from "./built-events";
import { eventDates, isOnline } from "./event-dates";
import { eventTitle } from "./event-title";

const schema = (name: string) => `https://schema.org/${name}`;

/**
 * Where an event happens, as Google's event rich results read it, when staff named a place: a
 * Place with its address, or for an online event with a link, a VirtualLocation at that link.
 * "Online" with no link says how to attend, but names no place Google can show.
 */
function eventLocation(location: string | undefined) {
  if (!location?.trim()) return {};
  if (isOnline(location)) {
    const link = /https:\/\/\S+/.exec(location)?.[0];
    return {
      eventAttendanceMode: schema("OnlineEventAttendanceMode"),
      ...(link ? { location: { "@type": "VirtualLocation", url: link } } : {}),
    };
  }
  return {
    eventAttendanceMode: schema("OfflineEventAttendanceMode"),
    location: { "@type": "Place", name: location.trim(), address: location.trim() },
  };
}

/** One event as schema.org `Event`, in the page's language. */
export function eventJsonLd(event: CalendarEvent, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: eventTitle(event, locale),
    ...eventDates(event),
    eventStatus: schema("EventScheduled"),
    ...eventLocation(event.location),
    organizer: {
      "@type": "Organization",
      name: organisation.fullName,
      url: canonicalUrl("/", locale),
    },
    // Events have no page of their own here; the calendar that lists them is theirs.
    url: canonicalUrl("/calendar", locale),
  };
}

/** Every event the build read, once each (an event at a month's edge is read with both). */
export function eventsJsonLd(built: BuiltEvents, locale: Locale) {
  const events = new Map<string, CalendarEvent>();
  for (const month of Object.values(built.months)) {
    for (const event of month) events.set(event.id, event);
  }
  return [...events.values()].map((event) => eventJsonLd(event, locale));
}
