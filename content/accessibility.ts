import { z } from "zod";
import { readContent } from "./read";
import { text } from "./schema";

const itemSchema = z.strictObject({
  title: text().meta({ label: "Heading" }),
  text: text().meta({ label: "Text", widget: "text" }),
});
const paragraph = text().meta({ name: "paragraph", label: "Paragraph", widget: "text" });

/**
 * The accessibility statement (/accessibility). "What we check" describes the checks that
 * `npm test` runs on every page; keep it true when they change.
 */
export const accessibilityStatement = readContent(
  "content/accessibility.yaml",
  z.strictObject({
    lead: text().meta({ label: "Introduction", widget: "text" }),
    standard: z.array(paragraph).min(1).meta({
      label: "The standard we work to",
      hint: "One entry per paragraph.",
      summary: "{{fields.paragraph.en}}",
    }),
    checks: z
      .array(itemSchema)
      .min(1)
      .meta({ label: "What we check, and how", summary: "{{fields.title.en}}" }),
    limitations: z
      .array(itemSchema)
      .min(1)
      .meta({ label: "What we know is not perfect yet", summary: "{{fields.title.en}}" }),
    reportIntro: text().meta({ label: 'Text under "Tell us about a barrier"', widget: "text" }),
    reportInclude: z
      .array(text().meta({ name: "item", label: "Item" }))
      .min(1)
      .meta({ label: "What helps us to know", summary: "{{fields.item.en}}" }),
  }),
);
