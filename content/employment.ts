import { z } from "zod";
import { externalLinks } from "./links";
import { readContent } from "./read";
import { email, markdown, text } from "./schema";

const file = readContent(
  "content/employment.yaml",
  z.strictObject({
    lead: text(),
    careersEmail: email,
    roles: z.array(z.strictObject({ title: text(), text: text() })).min(1),
    workingHere: markdown(),
  }),
);

/**
 * How to apply and what the work is like. The careers inbox is fictional until supplied; the
 * job board's address is under the links to other websites.
 */
export const employment = { ...file, jobBoard: externalLinks.jobBoard };
