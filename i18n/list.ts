import { intlLocales, type Locale } from "./locale";

/**
 * Names joined as a sentence says them, with one comma style per language everywhere on the
 * site: "Roseville, Granite Bay and Lincoln" (English without a serial comma, as the site has
 * always written it), "Roseville, Granite Bay y Lincoln" (Spanish writes "e" for "y" before a
 * word that starts with an "i" sound by itself); "or" / "o" for alternatives.
 */
export function formatList(
  names: readonly string[],
  locale: Locale,
  type: "conjunction" | "disjunction" = "conjunction",
): string {
  const language = locale === "en" ? "en-GB" : intlLocales[locale];
  return new Intl.ListFormat(language, { style: "long", type }).format(names);
}
