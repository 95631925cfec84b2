import { dayIn } from "~i18n/clock";
import { dayInSentence, nameDay } from "~i18n/day-names";
import type { Locale } from "~i18n/locale";

/**
 * Days as content writes them ("2026-11-26"), in the organisation's zone: "today" is the day
 * in Los Angeles, wherever the visitor or the build machine is. Days compare as text.
 */
export type Day = string;

export const siteZone = "America/Los_Angeles";

/** The day an instant falls on in Los Angeles: "2026-11-26". */
export function pacificDay(instant: Date = new Date()): Day {
  return dayIn(instant, siteZone);
}

/** A day moved by whole days, by the calendar alone (no time of day, so no clock change). */
export function addDays(day: Day, by: number): Day {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + by)).toISOString().slice(0, 10);
}

/** "Thursday, November 26, 2026", "jueves, 26 de noviembre de 2026". */
export const longDay = (day: Day, locale: Locale) =>
  nameDay(day, locale, { weekday: "long", month: "long", day: "numeric", year: "numeric" });

/** "November 23", "23 de noviembre". */
export const monthDay = (day: Day, locale: Locale) =>
  nameDay(day, locale, { month: "long", day: "numeric" });

/** A day with its weekday inside a sentence: "Thursday, November 26", "jueves 26 de noviembre". */
export const weekDay = dayInSentence;

/** A heading starts with a capital in both languages: "Jueves, 26 de noviembre de 2026". */
export const asHeading = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The days of a closure as a line names them: one day, or its first and last ("del … al …"). */
export function dayRange(first: Day, last: Day, locale: Locale): string {
  if (first === last) return weekDay(first, locale);
  return locale === "es"
    ? `del ${weekDay(first, locale)} al ${weekDay(last, locale)}`
    : `${weekDay(first, locale)} – ${weekDay(last, locale)}`;
}
