import { z } from "zod";
import { externalLinks } from "./links";
import { readContent } from "./read";
import { email, markdown, text } from "./schema";

const file = readContent(
  "content/employment.yaml",
  z.strictObject({
    lead: text().meta({ label: "Introduction", widget: "text" }),
    careersEmail: email.meta({ label: "E-mail for applications" }),
    roles: z
      .array(
        z.strictObject({
          title: text().meta({ label: "Job" }),
          text: text().meta({ label: "What the work is", widget: "text" }),
        }),
      )
      .min(1)
      .meta({ label: "The people we hire", summary: "{{fields.title.en}}" }),
    workingHere: markdown().meta({
      label: "What working at STAR is like",
      hint: "Paragraphs and bulleted lists.",
    }),
  }),
);

/**
 * How to apply and what the work is like. The careers inbox is fictional until supplied; the
 * job board's address is under the links to other websites.
 */
export const employment = { ...file, jobBoard: externalLinks.jobBoard };
