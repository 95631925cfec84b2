import type { Locale } from "~i18n/locale";

/**
 * The attributes of text that comes from Google Calendar as staff typed it, in English: marked
 * so the page's word checks leave it out, and with its language on a Spanish page, so a screen
 * reader pronounces it as English.
 */
export const fromGoogle = (locale: Locale) =>
  ({ "data-from-google": "", lang: locale === "en" ? undefined : "en" }) as const;
