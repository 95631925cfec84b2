import { intlLocales, type Locale } from "./locale";

/**
 * A label set as a heading starts with a capital: Spanish writes month and day names in lower
 * case ("marzo de 2026"), but a heading reads "Marzo de 2026". Inside a sentence, keep the
 * label as it is.
 */
export function asHeading(label: string, locale: Locale): string {
  return label.charAt(0).toLocaleUpperCase(intlLocales[locale]) + label.slice(1);
}
