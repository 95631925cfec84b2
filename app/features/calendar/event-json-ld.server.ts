import { organisation } from "~/content.server";
import { canonicalUrl } from "~/features/seo/seo.server";
import type { CalendarEvent } from "~/lib/google/calendar";
import { googleLocale } from "~/lib/google/google-text";
import type { Locale } from "~i18n/locale";
import type { BuiltEvents } from "./built-events";
import { eventDates, isOnline } from "./event-dates";
import { eventTitle } from "./event-title";

const schema = (name: string) => `https://schema.org/${name}`;

/**
 * Where an event happens, as Google's event rich results read it: a Place with the address staff
 * typed, or for an online event with a link, a VirtualLocation at that link. An event that names
 * neither ("Tuition due", "Online" with no link) has no place Google can show, and none is made up.
 */
function eventLocation(location: string | undefined) {
  if (!location?.trim()) return undefined;
  if (isOnline(location)) {
    const link = /https:\/\/\S+/.exec(location)?.[0];
    return link
      ? {
          eventAttendanceMode: schema("OnlineEventAttendanceMode"),
          location: { "@type": "VirtualLocation", url: link },
        }
      : undefined;
  }
  return {
    eventAttendanceMode: schema("OfflineEventAttendanceMode"),
    location: { "@type": "Place", name: location.trim(), address: location.trim() },
  };
}

/**
 * One event as schema.org `Event`, in the page's language, when it says where it happens (an
 * Event without a location is one Google refuses); every event stays on the page either way.
 */
export function eventJsonLd(event: CalendarEvent, locale: Locale) {
  const where = eventLocation(event.location);
  if (!where) return undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: eventTitle(event, locale),
    // Its name is as staff typed it in Google Calendar, on the Spanish page too.
    ...(event.summary ? { inLanguage: googleLocale } : { inLanguage: locale }),
    ...eventDates(event),
    eventStatus: schema("EventScheduled"),
    ...where,
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
  return [...events.values()].flatMap((event) => eventJsonLd(event, locale) ?? []);
}
