import { timeSpan } from "../i18n/clock";
import type { Locale } from "../i18n/locale";

// Formatting helpers with no data and no validator, so code that runs in the browser can use them.

export function siteHref(site: { slug: string }): string {
  return `/locations/${site.slug}`;
}

/**
 * How lists and the site search name a location: "Maidu/Excelsior STAR", or "Main Office",
 * which is not a STAR site of its own. STAR is a name, the same in both languages.
 */
export function siteName(site: { id: number; title: string }): string {
  return site.id === 0 ? site.title : `${site.title} STAR`;
}

/** A site's opening hours in a language: "6:30 AM–6:00 PM", "6:30 a. m. – 6:00 p. m.". */
export function formatHours(
  site: { hours: { opens: string; closes: string } },
  locale: Locale,
): string {
  return timeSpan(site.hours.opens, site.hours.closes, locale);
}

/**
 * How a sentence names a location: "Directions to Maidu/Excelsior STAR", "Cómo llegar a la
 * Oficina principal". A site names itself in a sentence only where its name alone would not
 * read right.
 */
export function siteInSentence(site: {
  id: number;
  title: string;
  inSentence?: string | null;
}): string {
  return site.inSentence ?? siteName(site);
}

/** "(916) 555-0100" -> "tel:+19165550100", for PhoneLink (app/components/ui/phone-link.tsx). */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "")}`;
}

/** Google Maps directions to a point, opened in a new tab. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
