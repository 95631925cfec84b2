import type { Locale } from "~i18n/locale";

/** The language staff write the events calendar and the camp sheet in. */
export const googleLocale = "en";

/**
 * The attributes of text that comes from Google (an event, a cell of the camp sheet) as staff
 * typed it: marked so the checks of the built pages leave it out of the site's own words, and
 * with its language on a page in another, so a screen reader pronounces it as English.
 */
export const fromGoogle = (locale: Locale) =>
  ({ "data-from-google": true, lang: locale === googleLocale ? undefined : googleLocale }) as const;
