import type { SiteLocation } from "./schema";

// Formatting helpers with no data and no validator, so code that runs in the browser can use them.

export function siteHref(site: Pick<SiteLocation, "slug">): string {
  return `/locations/${site.slug}`;
}

export function formatHours(site: Pick<SiteLocation, "hours">): string {
  return `${site.hours.opens}-${site.hours.closes}`;
}

export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "")}`;
}

/** Google Maps directions to a point, opened in a new tab. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
