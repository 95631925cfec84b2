import { z } from "zod";
import { organisationFacts } from "./organisation-facts";
import { filledText } from "./page-text";
import { readContent } from "./read";

/**
 * The story told on the About page (titled History), one paragraph per entry. Counts, district
 * names and the line about the parent non-profit come from their own files.
 */
export const { story: history } = readContent(
  "content/about.yaml",
  z.strictObject({
    story: z
      .array(
        filledText(organisationFacts).meta({
          name: "paragraph",
          label: "Paragraph",
          widget: "text",
        }),
      )
      .min(1, "the story has at least one paragraph")
      .meta({
        label: "Our story",
        hint: "One entry per paragraph. Write {siteCount}, {districts}, {cities}, {divisionLine}, {fullName} or {officeAddress} and the page shows the number of school sites, the district names, the cities, the line about the parent non-profit, the organisation's name or the main office's address, always up to date.",
        summary: "{{fields.paragraph.en}}",
      }),
  }),
);
