import { z } from "zod";
import { paragraph } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

/**
 * The Family Resources page's own words, around its help topics (content/family-help, see
 * family-help.ts).
 */
export const familyResourcesPage = readContent(
  "content/family-resources.yaml",
  z.strictObject({
    lead: text().meta({
      label: "Introduction",
      hint: 'The help topics themselves are under "Family help topics".',
      widget: "text",
    }),
    moreHelp: paragraph().meta({ label: 'Text under "Still have a question?"' }),
  }),
);
