import type { SiteLocation } from "./schema";

// Formatting helpers kept apart from the site list, so a page that only formats a site it was
// given does not download all fourteen locations.

export function siteHref(site: Pick<SiteLocation, "slug">): string {
  return `/locations/${site.slug}`;
}

export function formatHours(site: Pick<SiteLocation, "hours">): string {
  return `${site.hours.opens}-${site.hours.closes}`;
}

export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "")}`;
}
