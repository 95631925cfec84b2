import { z } from "zod";
import { readContent } from "./read";
import { text } from "./schema";

const itemSchema = z.strictObject({ title: text(), text: text() });

/**
 * The accessibility statement (/accessibility). "What we check" describes the checks that
 * `npm test` runs on every page; keep it true when they change.
 */
export const accessibilityStatement = readContent(
  "content/accessibility.yaml",
  z.strictObject({
    lead: text(),
    standard: z.array(text()).min(1),
    checks: z.array(itemSchema).min(1),
    limitations: z.array(itemSchema).min(1),
    reportIntro: text(),
    reportInclude: z.array(text()).min(1),
  }),
);
