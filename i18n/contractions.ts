import type { Locale } from "./locale";

const joined = /\b([Aa]|[Dd]e) el\b/g;

/**
 * Spanish joins "a" and "de" with the article "el": "a el Campamento de verano" is written "al
 * Campamento de verano". Names that take an article carry it in content ("el Campamento de
 * verano"), so a sentence that places one after "a" or "de" is joined here. A capitalised
 * "El" starts a proper name ("a El Dorado Hills") and stays apart, as Spanish writes it.
 */
export function withContractions(text: string, locale: Locale): string {
  if (locale !== "es") return text;
  // "a" + "el" is "al", "de" + "el" is "del".
  return text.replace(joined, "$1l");
}
