import { formatList } from "~i18n/list";
import { intlLocales, type Locale } from "~i18n/locale";

// Days as content stores them ("2025-06-19"), written as families read them in each language.
// They are calendar days, not moments, so they are read and written in UTC and never shift.

const day = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(intlLocales[locale], { timeZone: "UTC", ...options });
}

/** "June 19" / "19 de junio". */
export function monthDay(isoDay: string, locale: Locale): string {
  return formatter(locale, { month: "long", day: "numeric" }).format(day(isoDay));
}

/**
 * Days a sentence names, as each language names days: "June 19 and July 4" in English; in
 * Spanish each day with its article, "el 19 de junio y el 4 de julio".
 */
export function dayList(isoDays: readonly string[], locale: Locale): string {
  const article = locale === "es" ? "el " : "";
  return formatList(
    isoDays.map((isoDay) => `${article}${monthDay(isoDay, locale)}`),
    locale,
  );
}

/**
 * A run of days within a sentence: "August 4-8" and "June 30-July 3" in English; "4 al 8 de
 * agosto" and "30 de junio al 3 de julio" in Spanish, which a sentence opens with "del".
 */
export function dayRange(from: string, to: string, locale: Locale): string {
  const month = (isoDay: string) => formatter(locale, { month: "long" }).format(day(isoDay));
  const dayOfMonth = (isoDay: string) => day(isoDay).getUTCDate();
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  if (locale === "es") {
    return sameMonth
      ? `${dayOfMonth(from)} al ${dayOfMonth(to)} de ${month(to)}`
      : `${monthDay(from, locale)} al ${monthDay(to, locale)}`;
  }
  return sameMonth
    ? `${month(from)} ${dayOfMonth(from)}-${dayOfMonth(to)}`
    : `${monthDay(from, locale)}-${monthDay(to, locale)}`;
}

/**
 * A session's dates: short in English, as the organisation writes them ("6/9-8/8"); in Spanish
 * written out ("9 de junio al 8 de agosto"), since "6/9" reads as the 6th of September there.
 */
export function sessionDates(from: string, to: string, locale: Locale): string {
  if (locale === "es") return dayRange(from, to, locale);
  const short = (isoDay: string) => `${day(isoDay).getUTCMonth() + 1}/${day(isoDay).getUTCDate()}`;
  return `${short(from)}-${short(to)}`;
}

/** Weeks a session spans, counting a part week as a week: June 9 to August 8 is 9 weeks. */
export function weeksBetween(from: string, to: string): number {
  const days = (day(to).getTime() - day(from).getTime()) / 86_400_000 + 1;
  return Math.ceil(days / 7);
}
