import { z } from "zod";
import { pageMeta, paragraph } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

/**
 * The Family Resources page's own words, around its help topics (content/family-help, see
 * family-help.ts).
 */
export const familyResourcesPage = readContent(
  "content/family-resources.yaml",
  z.strictObject({
    page: pageMeta(),
    lead: text().meta({
      label: "Introduction",
      hint: 'The help topics themselves are under "Family help topics".',
      widget: "text",
    }),
    moreHelp: z
      .strictObject({
        heading: text().meta({ label: "Heading" }),
        text: paragraph().meta({ label: "Text under the heading" }),
      })
      .meta({ label: "Box after the topics", hint: "Where to turn with any other question." }),
  }),
);
