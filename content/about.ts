import { z } from "zod";
import { organisationFactNames, organisationFacts } from "./organisation-facts";
import { filledText, pageMeta } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";
import { summerCampFacts, summerCampFactsHint } from "./summer-camp";

/** What the story may show: the organization's facts and Summer Camp's. */
const storyFacts = {
  en: { ...organisationFacts.en, ...summerCampFacts.en },
  es: { ...organisationFacts.es, ...summerCampFacts.es },
};

const heading = (label: string) => text().meta({ label });

const file = readContent(
  "content/about.yaml",
  z.strictObject({
    page: pageMeta(organisationFacts, organisationFactNames),
    eyebrow: filledText(organisationFacts).meta({
      label: "Small line over the heading",
      hint: "Write {fullName} for the organization's full name.",
    }),
    missionHeading: heading("Heading over the mission"),
    storyHeading: heading("Heading over the story"),
    story: z
      .array(
        filledText(storyFacts).meta({
          name: "paragraph",
          label: "Paragraph",
          widget: "text",
        }),
      )
      .min(1, "the story has at least one paragraph")
      .meta({
        label: "Our story",
        hint: `One entry per paragraph. Write {siteCount}, {districts}, {cities}, {divisionLine}, {fullName} or {officeAddress} and the page shows the number of school sites, the district names, the cities, the line about the parent non-profit, the organization's name or the main office's address, always up to date; and ${summerCampFactsHint}.`,
        summary: "{{fields.paragraph.en}}",
      }),
    boardHeading: heading("Heading over the board of directors"),
  }),
);

/**
 * The About page (titled History): its headings and the story it tells, one paragraph per
 * entry. Counts, district names and the line about the parent non-profit come from their own
 * files; the mission is the organization's, the board has a file of its own.
 */
export const aboutPage = file;
