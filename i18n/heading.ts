import { intlLocales, type Locale } from "./locale";

/**
 * A label set as a heading starts with a capital: Spanish writes month and day names in lower
 * case ("marzo de 2026"), but a heading reads "Marzo de 2026". Inside a sentence, keep the
 * label as it is.
 */
export function asHeading(label: string, locale: Locale): string {
  return label.charAt(0).toLocaleUpperCase(intlLocales[locale]) + label.slice(1);
}

/**
 * A label written to start a line, as it reads inside a sentence or after a parenthesis:
 * "Todos los sitios y la oficina principal" -> "todos los sitios y la oficina principal". A
 * first word in capitals or a placeholder ("STAR sites", "{programs} only") stays as it is.
 */
export function inSentence(label: string, locale: Locale): string {
  if (!/^\p{Lu}\p{Ll}/u.test(label)) return label;
  return label.charAt(0).toLocaleLowerCase(intlLocales[locale]) + label.slice(1);
}
