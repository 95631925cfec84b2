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

/**
 * The days of a closure as a line names them: one day, or its first and last ("del … al …"), the
 * month named once in Spanish when both days fall in it ("del jueves 26 al viernes 27 de noviembre").
 */
export function dayRange(first: Day, last: Day, locale: Locale): string {
  if (first === last) return dayInSentence(first, locale);
  if (locale === "en") return `${dayInSentence(first, locale)} – ${dayInSentence(last, locale)}`;
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  const from = sameMonth
    ? nameDay(first, locale, { weekday: "long", day: "numeric" })
    : dayInSentence(first, locale);
  return `del ${from} al ${dayInSentence(last, locale)}`;
}
