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

export function formatHours(site: { hours: { opens: string; closes: string } }): string {
  return `${site.hours.opens}-${site.hours.closes}`;
}

/** "(916) 555-0100" -> "tel:+19165550100", for PhoneLink (app/components/ui/phone-link.tsx). */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "")}`;
}

/** Google Maps directions to a point, opened in a new tab. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
