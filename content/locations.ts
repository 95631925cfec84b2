import { z } from "zod";
import type { Locale } from "../app/lib/i18n/locale";
import { fill } from "./localize";
import { nameList } from "./organisation-facts";
import { readContent } from "./read";
import { template } from "./schema";
import { mainOffice, schoolSites } from "./sites";

/** The texts of the Locations page that staff write; the sites themselves are in sites/. */
export const locationsPage = readContent(
  "content/locations.yaml",
  z.strictObject({
    intro: template("siteCount", "cities", "officeCity").meta({
      label: "Introduction under the page title",
      hint: "{siteCount}, {cities} and {officeCity} are filled in from the sites: the number of school sites, their cities and the main office's city. Keep them in both languages.",
      widget: "text",
    }),
  }),
);

/** The cities of the school sites, each once, in the order of the sites. */
export function siteCities(locale: Locale): string {
  return nameList([...new Set(schoolSites.map((site) => site.city))], locale);
}

/** The introduction with the number of sites and the cities counted from the sites' files. */
export function locationsIntro(locale: Locale): string {
  return fill(locationsPage.intro[locale], {
    siteCount: schoolSites.length,
    cities: siteCities(locale),
    officeCity: mainOffice.city,
  });
}
