import { describe, expect, it } from "vitest";
import { localize } from "~content/localize";
import { siteName } from "~content/site-format";
import { schoolSites } from "~content/sites";
import { childCareJsonLd, organisationJsonLd } from "./structured-data.server";

describe("structured data", () => {
  it.each(schoolSites.map((s) => [s.slug, s] as const))(
    "describes %s as a ChildCare entry from content",
    (_slug, site) => {
      const entry = childCareJsonLd(localize(site, "en"), "en");
      expect(entry["@type"]).toBe("ChildCare");
      expect(entry.name).toBe(siteName(localize(site, "en")));
      expect(entry.telephone).toBe(site.phone);
      expect(entry.email).toBe(site.email);
      expect(entry.address.streetAddress).toBe(site.address);
      expect(entry.address.postalCode).toBe(site.zip);
      expect(entry.geo).toEqual({
        "@type": "GeoCoordinates",
        latitude: site.lat,
        longitude: site.lng,
      });
      expect(entry.openingHoursSpecification).toMatchObject({
        opens: site.hours.opens,
        closes: site.hours.closes,
      });
      expect(entry.openingHoursSpecification.opens < entry.openingHoursSpecification.closes).toBe(
        true,
      );
      expect(entry.parentOrganization["@type"]).toBe("NGO");
      expect(entry.url).toMatch(new RegExp(`/locations/${site.slug}$`));
    },
  );

  it("describes the organisation as an NGO with its parent", () => {
    const org = organisationJsonLd("en");
    expect(org["@type"]).toBe("NGO");
    expect(org.parentOrganization.name).toBeTruthy();
  });
});
