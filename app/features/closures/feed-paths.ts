// Relative, not through an alias: the route table (app/routes.ts) reads this before any bundler.
import { localizePath, type Locale } from "../../../i18n/locale";

// Where the feeds are, in each language: the calendar of closures at every site and one per
// site (iCalendar), and the news of notices and closures (Atom). Spanish feeds are under /es,
// as Spanish pages are. The addresses are public: once families subscribe, they must not move.

/** "/feeds/closures.ics", or a site's "/feeds/closures/maidu-star.ics"; "/es/…" in Spanish. */
export function closuresFeedPath(locale: Locale, site?: string): string {
  return localizePath(site ? `/feeds/closures/${site}.ics` : "/feeds/closures.ics", locale);
}

/** "/feeds/news.atom", "/es/feeds/news.atom". */
export function newsFeedPath(locale: Locale): string {
  return localizePath("/feeds/news.atom", locale);
}

/**
 * The ways to subscribe to a calendar at `address` (https, an .ics file): the webcal: link that
 * calendar apps open (Apple Calendar, Outlook, most apps on phones), and Google Calendar's page
 * that adds a calendar. For a Google calendar, `googleId` lets Google add it as one of its own,
 * which it keeps up to date; any other it adds from the address.
 */
export function subscribeLinks(address: string, googleId?: string) {
  const webcal = address.replace(/^https?:/, "webcal:");
  return {
    address,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(googleId ?? webcal)}`,
  };
}

/** The public .ics address of a Google calendar, which anyone may subscribe to. */
export const googleCalendarAddress = (calendarId: string) =>
  `https://calendar.google.com/calendar/ical/${encodeURIComponent(calendarId)}/public/basic.ics`;
