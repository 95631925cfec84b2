import { describe, expect, it } from "vitest";
import { localize } from "~content/localize";
import { schoolSites } from "~content/sites";
import { childCareJsonLd, organisationJsonLd, to24Hour } from "./structured-data.server";

describe("structured data", () => {
  it.each([
    ["6:30 AM", "06:30"],
    ["12:00 PM", "12:00"],
    ["6:00 PM", "18:00"],
    ["12:15 AM", "00:15"],
  ])("reads %s as %s", (input, output) => expect(to24Hour(input)).toBe(output));

  it.each(schoolSites.map((s) => [s.slug, s] as const))(
    "describes %s as a ChildCare entry from content",
    (_slug, site) => {
      const entry = childCareJsonLd(localize(site, "en"), "en");
      expect(entry["@type"]).toBe("ChildCare");
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
        opens: to24Hour(site.hours.opens),
        closes: to24Hour(site.hours.closes),
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
