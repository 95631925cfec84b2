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
    story: z.array(filledText(organisationFacts)).min(1, "the story has at least one paragraph"),
  }),
);
