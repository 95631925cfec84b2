import type { Locale } from "../app/lib/i18n/locale";
import { fill, type Text } from "./localize";
import { markdown, template } from "./schema";
import type { Inline } from "./text-blocks";

type Facts = Record<Locale, Record<string, string | number>>;

/**
 * A text that shows facts from other files through {placeholders} (see template in
 * schema.ts), filled in each language when the file is read.
 */
export function filledText(facts: Facts) {
  return template(...Object.keys(facts.en)).transform((value): Text => ({
    en: fill(value.en, facts.en),
    es: fill(value.es, facts.es),
  }));
}

/** Help text in Markdown (see markdown.ts) that may show facts through {placeholders}. */
export function filledMarkdown(facts: Facts) {
  return filledText(facts).pipe(markdown());
}

/**
 * A single paragraph of help text, with links and bold, for a line the page places itself
 * (an introduction under a heading).
 */
export function paragraph() {
  return markdown()
    .meta({ hint: "One paragraph; links are welcome.", buttons: ["bold", "link"] })
    .transform((value, context): Text<Inline[]> => {
      const line = (locale: Locale): Inline[] => {
        const [first, ...rest] = value[locale];
        if (first?.kind === "paragraph" && rest.length === 0) return first.content;
        context.addIssue({
          code: "custom",
          path: [locale],
          message: "write one paragraph here, without lists or blank lines",
        });
        return [];
      };
      return { en: line("en"), es: line("es") };
    });
}
