import { intlLocales, type Locale } from "./locale";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Names a day as content and the calendar write it ("2026-11-26"). It is a date, not an
 * instant, so it is read and named in UTC, where no visitor's own zone can move it.
 */
export function nameDay(day: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[locale], { ...options, timeZone: "UTC" });
    formats.set(key, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * A day with its weekday as a sentence names it: "Thursday, November 26", "jueves 26 de
 * noviembre", and with its year where asked ("jueves 26 de noviembre de 2026"). Spanish puts no
 * comma between a weekday and the date that follows it in running text ("hasta el viernes 1 de
 * enero", RAE); a dateline or heading keeps Intl's.
 */
export function dayInSentence(day: string, locale: Locale, { year = false } = {}): string {
  const date: Intl.DateTimeFormatOptions = {
    month: "long",
    day: "numeric",
    ...(year && { year: "numeric" }),
  };
  if (locale === "en") return nameDay(day, locale, { weekday: "long", ...date });
  return `${nameDay(day, locale, { weekday: "long" })} ${nameDay(day, locale, date)}`;
}

/** A day with its year, as a sentence names it: "March 1, 2027", "1 de marzo de 2027". */
export function dayWithYear(day: string, locale: Locale): string {
  return nameDay(day, locale, { month: "long", day: "numeric", year: "numeric" });
}

/**
 * A span of days in a sentence, the year once where both share it: "June 14 – August 13, 2027",
 * "del 14 de junio al 13 de agosto de 2027"; "August 19, 2026 – June 3, 2027".
 */
export function daySpan(first: string, last: string, locale: Locale): string {
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const start = sameYear
    ? nameDay(first, locale, { month: "long", day: "numeric" })
    : dayWithYear(first, locale);
  const end = dayWithYear(last, locale);
  return locale === "es" ? `del ${start} al ${end}` : `${start} – ${end}`;
}
