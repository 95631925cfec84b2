import { z } from "zod";
import type { Locale } from "../app/lib/i18n/locale";
import { fill } from "./localize";
import { readContent } from "./read";
import { template } from "./schema";
import { mainOffice, schoolSites } from "./sites";

/** The texts of the Locations page that staff write; the sites themselves are in sites/. */
export const locationsPage = readContent(
  "content/locations.yaml",
  z.strictObject({
    intro: template("siteCount", "cities", "officeCity"),
  }),
);

// The page has always listed the cities without a comma before "and", as British English
// does; Spanish lists never have one.
const cityListLocales: Record<Locale, string> = { en: "en-GB", es: "es-US" };

/** The cities of the school sites, each once, in the order of the sites. */
export function siteCities(locale: Locale): string {
  const cities = [...new Set(schoolSites.map((site) => site.city))];
  return new Intl.ListFormat(cityListLocales[locale], {
    style: "long",
    type: "conjunction",
  }).format(cities);
}

/** The introduction with the number of sites and the cities counted from the sites' files. */
export function locationsIntro(locale: Locale): string {
  return fill(locationsPage.intro[locale], {
    siteCount: schoolSites.length,
    cities: siteCities(locale),
    officeCity: mainOffice.city,
  });
}
