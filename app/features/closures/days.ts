import type { Day } from "~i18n/days";
import { dayInSentence, nameDay } from "~i18n/day-names";
import type { Locale } from "~i18n/locale";

// Days in Los Angeles, today and moving by days live in the i18n layer, shared with content's
// dated facts; closures name them here.
export { addDays, pacificDay, siteZone, type Day } from "~i18n/days";

/** "Thursday, November 26, 2026", "jueves, 26 de noviembre de 2026". */
export const longDay = (day: Day, locale: Locale) =>
  nameDay(day, locale, { weekday: "long", month: "long", day: "numeric", year: "numeric" });

/** "November 23", "23 de noviembre". */
export const monthDay = (day: Day, locale: Locale) =>
  nameDay(day, locale, { month: "long", day: "numeric" });

/** The days of a closure as a line names them: one day, or its first and last ("del … al …"). */
export function dayRange(first: Day, last: Day, locale: Locale): string {
  if (first === last) return dayInSentence(first, locale);
  return locale === "es"
    ? `del ${dayInSentence(first, locale)} al ${dayInSentence(last, locale)}`
    : `${dayInSentence(first, locale)} – ${dayInSentence(last, locale)}`;
}
