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
 * The ways to subscribe to a calendar at `address` (https): the webcal: link calendar apps open
 * (Apple Calendar, and most apps on phones and computers), Google Calendar's and Outlook's
 * pages that add a calendar from the web.
 */
export function subscribeLinks(address: string, name: string) {
  const webcal = address.replace(/^https?:/, "webcal:");
  return {
    address,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(address)}&name=${encodeURIComponent(name)}`,
  };
}
