import { z } from "zod";
import { organisationFactNames, organisationFacts } from "./organisation-facts";
import { pageMeta, sentence } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

const itemSchema = z.strictObject({
  title: text().meta({ label: "Heading" }),
  text: text().meta({ label: "Text", widget: "text" }),
});
const paragraph = text().meta({ name: "paragraph", label: "Paragraph", widget: "text" });
const heading = (label: string) => text().meta({ label });

/**
 * The accessibility statement (/accessibility). "What we check" describes the checks that
 * `npm test` runs on every page; keep it true when they change.
 */
export const accessibilityStatement = readContent(
  "content/accessibility.yaml",
  z.strictObject({
    page: pageMeta(organisationFacts, organisationFactNames),
    lead: text().meta({ label: "Introduction", widget: "text" }),
    standardHeading: heading("Heading over the standard"),
    standard: z.array(paragraph).min(1).meta({
      label: "The standard we work to",
      hint: "One entry per paragraph.",
      summary: "{{fields.paragraph.en}}",
    }),
    checksHeading: heading("Heading over the checks"),
    checks: z
      .array(itemSchema)
      .min(1)
      .meta({ label: "What we check, and how", summary: "{{fields.title.en}}" }),
    limitationsHeading: heading("Heading over what is not perfect yet"),
    limitations: z
      .array(itemSchema)
      .min(1)
      .meta({ label: "What we know is not perfect yet", summary: "{{fields.title.en}}" }),
    report: z
      .strictObject({
        heading: heading("Heading"),
        intro: text().meta({ label: "Text under the heading", widget: "text" }),
        email: sentence(
          { email: "the e-mail for questions about the website, as a link" },
          { label: "Writing to us" },
        ),
        call: sentence(
          { phone: "the main office's phone, as a link", hours: "its opening hours" },
          { label: "Calling us" },
        ),
        includeIntro: text().meta({ label: "Line over what helps us to know" }),
        include: z
          .array(text().meta({ name: "item", label: "Item" }))
          .min(1)
          .meta({ label: "What helps us to know", summary: "{{fields.item.en}}" }),
      })
      .meta({ label: "Telling us about a barrier" }),
  }),
);
