import { z } from "zod";
import type { Localized } from "./localize";
import { organisationFactNames, organisationFacts, perLocale } from "./organisation-facts";
import { filledText, pageMeta } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";
import { mainOffice } from "./sites";

/**
 * What the Locations page's texts may show: the organization's facts (its name, the number of
 * school sites, their cities...) and the main office's city, all counted from the files.
 */
export const locationFacts = perLocale((locale) => ({
  ...organisationFacts[locale],
  officeCity: mainOffice.city,
}));

const locationFactNames = { ...organisationFactNames, officeCity: "the main office's city" };

const heading = (label = "Heading") => text().meta({ label });

/** The texts of the Locations page that staff write; the sites themselves are in sites/. */
export const locationsPage = readContent(
  "content/locations.yaml",
  z.strictObject({
    page: pageMeta(locationFacts, locationFactNames),
    intro: filledText(locationFacts).meta({
      label: "Introduction under the page title",
      hint: "Write {name} for the organization's short name, {siteCount} for the number of school sites, {cities} for their cities and {officeCity} for the main office's city.",
      widget: "text",
    }),
    search: z.strictObject({ heading: heading() }).meta({
      label: "Search",
      hint: "The search box, its hint and its results are words of the website itself.",
    }),
    map: z
      .strictObject({
        heading: heading(),
        help: text().meta({ label: "Help under the heading", widget: "text" }),
      })
      .meta({
        label: "Map",
        hint: "What the map says while it loads or when it cannot show is a word of the website itself.",
      }),
    list: z
      .strictObject({
        heading: heading(),
        privacy: text().meta({
          label: "Note under the sort button",
          hint: "What the page does with the visitor's location when they sort by distance.",
          widget: "text",
        }),
      })
      .meta({ label: "List of sites", hint: "The cards come from the sites' own files." }),
  }),
);

/** The Locations page's texts in one language. */
export type LocationsWords = Localized<typeof locationsPage>;
