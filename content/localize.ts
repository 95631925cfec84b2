import { withContractions } from "../i18n/contractions";
import type { Locale } from "../i18n/locale";
import { fillParts } from "../i18n/placeholders";

/** A text in both of the site's languages, as content files hold it. */
export interface Text<T = string> {
  en: T;
  es: T;
}

/** A value with every text in it replaced by its version in one language. */
export type Localized<T> =
  T extends Text<infer Inner>
    ? Localized<Inner>
    : T extends ReadonlyArray<infer Item>
      ? Localized<Item>[]
      : T extends object
        ? { [Key in keyof T]: Localized<T[Key]> }
        : T;

function isText(value: object): value is Text<unknown> {
  const keys = Object.keys(value);
  return keys.length === 2 && "en" in value && "es" in value;
}

/** Picks the given language out of every text in a value, however deep. */
export function localize<T>(value: T, locale: Locale): Localized<T> {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)) as Localized<T>;
  if (value === null || typeof value !== "object") return value as Localized<T>;
  if (isText(value)) return localize(value[locale], locale) as Localized<T>;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, localize(item, locale)]),
  ) as Localized<T>;
}

/**
 * A text with its {placeholders} filled: "Galaxy runs {season}" with { season: "August through
 * June" }. The schema (template in schema.ts) has already made sure every placeholder is known.
 * A value that ends with its own period ("6:00 p. m.") ends the sentence with it too, never
 * with two.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return fillParts(template, values, String).join("");
}

/** A fact for a template: the same in both languages (a time, a count) or a text in each. */
export type Fact = string | number | Text;

/**
 * A template in both languages with its {placeholders} filled, each language with its own
 * words for a fact: "Galaxy runs {season}" -> { en: "Galaxy runs August through June", es: … }.
 * Spanish joins "a el" and "de el" as it writes them (i18n/contractions.ts).
 */
export function fillText(template: Text, facts: Record<string, Fact>): Text {
  const inLanguage = (locale: keyof Text) =>
    Object.fromEntries(
      Object.entries(facts).map(([name, fact]) => [
        name,
        typeof fact === "object" ? fact[locale] : fact,
      ]),
    );
  return {
    en: fill(template.en, inLanguage("en")),
    es: withContractions(fill(template.es, inLanguage("es")), "es"),
  };
}
