import { z } from "zod";
import { withContractions } from "../i18n/contractions";
import type { Locale } from "../i18n/locale";
import { fill, type Text } from "./localize";
import { markdown, searchSummary, template, text } from "./schema";
import type { Inline } from "./text-blocks";

type Facts = Record<Locale, Record<string, string | number>>;

const noFacts: Facts = { en: {}, es: {} };

/**
 * What the editor says under a text with {placeholders}: "Write {phone} for the office's phone
 * and {hours} for its hours." Each name with what it shows.
 */
function placeholderHint(shows: Record<string, string>): string {
  const names = Object.entries(shows).map(([name, what]) => `{${name}} for ${what}`);
  if (names.length === 0) return "";
  const last = names.pop()!;
  return `Write ${names.length ? `${names.join(", ")} and ${last}` : last}.`;
}

const withHint = (meta: z.GlobalMeta, shows: Record<string, string>) => ({
  ...meta,
  hint: [meta.hint, placeholderHint(shows)].filter(Boolean).join(" "),
});

/**
 * A text that shows facts from other files through {placeholders} (see template in
 * schema.ts), filled in each language when the file is read.
 */
export function filledText(facts: Facts) {
  return template(...Object.keys(facts.en)).transform((value): Text => ({
    en: fill(value.en, facts.en),
    es: withContractions(fill(value.es, facts.es), "es"),
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

/**
 * A page's name and its summary for search engines, first in every page's file. The name is
 * the page's main heading, its browser tab and its link in search results (the site adds
 * "| STAR Education" after it there); the summary may show facts from other files.
 */
export function pageMeta(facts: Facts = noFacts, shows: Record<string, string> = {}) {
  return z
    .strictObject({
      title: text().meta({
        label: "Page title",
        hint: "The page's main heading, also its name in the browser tab and in search results.",
      }),
      description: filledText(facts).meta(withHint(searchSummary, shows)),
    })
    .meta({ label: "Page title and search summary", collapsed: false });
}

/**
 * The languages in which `words` leave a sentence open where whole sentences of another text
 * follow: at `{placeholder}`, or after them when none is named. Such sentences (the rules of the
 * multi-child discount) start with a capital and end with a period, so the words before them end
 * with a period, a question or an exclamation mark, never a colon ("…por varios hijos: 2 hijos:").
 */
export function openBeforeSentences(words: Text, placeholder?: string): Locale[] {
  return (["en", "es"] as const).filter((locale) => {
    const written = words[locale];
    if (placeholder !== undefined && !written.includes(`{${placeholder}}`)) return false;
    const before = (
      placeholder === undefined ? written : written.split(`{${placeholder}}`)[0]!
    ).trim();
    return before !== "" && !/[.!?]$/.test(before);
  });
}

/**
 * A sentence into which the page puts links or facts it has, at the {placeholders} named:
 * `sentence("phone", "hours")` for "Call {phone}, {hours}." The page places each one
 * (app/components/ui/filled-text.tsx); the editor refuses any other placeholder.
 */
export function sentence(shows: Record<string, string>, meta: z.GlobalMeta = {}) {
  return template(...Object.keys(shows)).meta(withHint(meta, shows));
}

/**
 * A page's name and search summary, as pageMeta's, for a page whose own file holds the facts
 * they show ("Summer Camp {year}"): both may use the placeholders of `shows`, which the page's
 * module fills once the file is read (fillText in localize.ts).
 */
export function pageMetaWithOwnFacts(
  shows: Record<string, string>,
  titleHint = "The page's main heading, also its name in the browser tab and in search results.",
  group: { label: string; hint?: string; collapsed: boolean } = {
    label: "Page title and search summary",
    collapsed: false,
  },
) {
  const names = Object.keys(shows);
  return z
    .strictObject({
      title: template(...names).meta(withHint({ label: "Page title", hint: titleHint }, shows)),
      description: template(...names).meta(withHint(searchSummary, shows)),
    })
    .meta(group);
}
