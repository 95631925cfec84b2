import { organisation, mainOffice, socialLinks } from "~/content.server";
import { siteHref } from "~content/site-format";
import type { SiteLocation } from "~content/schema";
import { canonicalUrl } from "./seo.server";

/** "6:30 AM" -> "06:30", the form schema.org opening hours expect. */
export function to24Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!match) throw new Error(`Unreadable time ${time}`);
  const [, h, m, half] = match;
  const hour = (Number(h) % 12) + (half === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${m}`;
}

function postalAddress(site: SiteLocation) {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address,
    addressLocality: site.city,
    addressRegion: site.state,
    postalCode: site.zip,
    addressCountry: "US",
  };
}

export function organisationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: organisation.fullName,
    alternateName: organisation.name,
    slogan: organisation.tagline,
    description: organisation.mission,
    url: canonicalUrl("/"),
    email: organisation.adminEmail,
    telephone: mainOffice.phone,
    address: postalAddress(mainOffice),
    parentOrganization: { "@type": "NGO", name: organisation.parentOrganisation },
    sameAs: socialLinks.map((s) => s.href),
  };
}

export function childCareJsonLd(site: SiteLocation) {
  return {
    "@context": "https://schema.org",
    "@type": "ChildCare",
    name: `${organisation.name} ${site.title}`,
    url: canonicalUrl(siteHref(site)),
    telephone: site.phone,
    email: site.email,
    address: postalAddress(site),
    geo: { "@type": "GeoCoordinates", latitude: site.lat, longitude: site.lng },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: to24Hour(site.hours.opens),
      closes: to24Hour(site.hours.closes),
    },
    parentOrganization: { "@type": "NGO", name: organisation.fullName, url: canonicalUrl("/") },
  };
}
