import { intlLocales, type Locale } from "~i18n/locale";
import type { Day } from "~i18n/days";

// Days in Los Angeles, today and moving by days live in the i18n layer, shared with content's
// dated facts; closures name them here.
export { addDays, pacificDay, siteZone, type Day } from "~i18n/days";

const formats = new Map<string, Intl.DateTimeFormat>();

/** Names a day; it is a date, not an instant, so it is read and named in UTC and never shifts. */
function nameDay(day: Day, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[locale], { ...options, timeZone: "UTC" });
    formats.set(key, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** "Thursday, November 26, 2026", "jueves, 26 de noviembre de 2026". */
export const longDay = (day: Day, locale: Locale) =>
  nameDay(day, locale, { weekday: "long", month: "long", day: "numeric", year: "numeric" });

/** "Thursday, November 26", "jueves, 26 de noviembre". */
export const weekDay = (day: Day, locale: Locale) =>
  nameDay(day, locale, { weekday: "long", month: "long", day: "numeric" });

/** "November 23", "23 de noviembre". */
export const monthDay = (day: Day, locale: Locale) =>
  nameDay(day, locale, { month: "long", day: "numeric" });

/** A heading starts with a capital in both languages: "Jueves, 26 de noviembre de 2026". */
export const asHeading = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The days of a closure as a line names them: one day, or its first and last ("del … al …"). */
export function dayRange(first: Day, last: Day, locale: Locale): string {
  if (first === last) return weekDay(first, locale);
  return locale === "es"
    ? `del ${weekDay(first, locale)} al ${weekDay(last, locale)}`
    : `${weekDay(first, locale)} – ${weekDay(last, locale)}`;
}
