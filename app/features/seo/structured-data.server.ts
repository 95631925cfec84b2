import { localize, mainOffice, organisation, socialLinks } from "~/content.server";
import { siteName } from "~content/site-format";
import { siteHref } from "~content/site-format";
import type { SiteLocation } from "~content/sites";
import type { Locale } from "~i18n/locale";
import { canonicalUrl } from "./seo.server";

function postalAddress(site: Pick<SiteLocation, "address" | "city" | "state" | "zip">) {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address,
    addressLocality: site.city,
    addressRegion: site.state,
    postalCode: site.zip,
    addressCountry: "US",
  };
}

/** The organisation, described in the page's language. */
export function organisationJsonLd(locale: Locale) {
  const { fullName, name, tagline, mission, adminEmail, parentOrganisation } = localize(
    organisation,
    locale,
  );
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: fullName,
    alternateName: name,
    slogan: tagline,
    description: mission,
    url: canonicalUrl("/", locale),
    email: adminEmail,
    telephone: mainOffice.phone,
    address: postalAddress(mainOffice),
    parentOrganization: { "@type": "NGO", name: parentOrganisation },
    sameAs: socialLinks.map((s) => s.href),
  };
}

/** A school site, as its page in one language describes it. */
export function childCareJsonLd(site: SiteLocation, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "ChildCare",
    // The name its page and its feeds give it ("ARCA STAR").
    name: siteName(site),
    url: canonicalUrl(siteHref(site), locale),
    telephone: site.phone,
    email: site.email,
    address: postalAddress(site),
    geo: { "@type": "GeoCoordinates", latitude: site.lat, longitude: site.lng },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      // Content holds times as schema.org expects them, 24-hour "06:30".
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
    parentOrganization: {
      "@type": "NGO",
      name: organisation.fullName,
      url: canonicalUrl("/", locale),
    },
  };
}
