import { isValid, parse } from "date-fns";
import { intlLocales, type Locale } from "~i18n/locale";

// Sheet dates are calendar days with no zone; they are built and printed in local time, never
// through Date's UTC parsing of ISO strings, so no visitor sees the day before.
const LONG_FORMATS = ["MMMM d, yyyy", "MMM d, yyyy", "EEEE, MMMM d, yyyy", "EEE, MMM d, yyyy"];

function calendarDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(year, month - 1, day);
  const exists =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : undefined;
}

/** Reads `6/9/2025`, `6/9/25`, `2025-06-09` (time ignored) or `June 9, 2025`. */
export function readCampDate(text: string): Date | undefined {
  const value = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(value);
  if (us) {
    const year = Number(us[3]) + (us[3]?.length === 2 ? 2000 : 0);
    return calendarDate(year, Number(us[1]), Number(us[2]));
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(value);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  for (const pattern of LONG_FORMATS) {
    const date = parse(value, pattern, new Date(2000, 0, 1));
    if (isValid(date)) return date;
  }
  return undefined;
}

// One formatter per language: a list of thousands of camps formats two dates a row.
const longDates = new Map<Locale, Intl.DateTimeFormat>();

function longDate(locale: Locale): Intl.DateTimeFormat {
  let formatter = longDates.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "long" });
    longDates.set(locale, formatter);
  }
  return formatter;
}

/**
 * "June 9, 2025" ("9 de junio de 2025"), or undefined for a cell that is not a date we can read
 * ("TBD", empty), which the page says is to be confirmed. The date is a local calendar day, so it
 * is named in the visitor's own zone.
 */
export function formatCampDate(text: string, locale: Locale): string | undefined {
  const date = readCampDate(text);
  return date && longDate(locale).format(date);
}

// Month names, for the days of a week; one formatter per language.
const monthNames = new Map<Locale, Intl.DateTimeFormat>();

function monthName(date: Date, locale: Locale): string {
  let formatter = monthNames.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocales[locale], { month: "long" });
    monthNames.set(locale, formatter);
  }
  return formatter.format(date);
}

/**
 * The days of a camp week, as its choice names them: "June 23–27", "June 30 – July 3"; in
 * Spanish "23–27 de junio", "30 de junio – 3 de julio". Put together from the month's name and
 * the day numbers, so the page and the browser that takes it over write it alike.
 */
export function weekSpan(first: Date, last: Date, locale: Locale): string {
  const day = (date: Date) =>
    locale === "es"
      ? `${date.getDate()} de ${monthName(date, locale)}`
      : `${monthName(date, locale)} ${date.getDate()}`;
  if (first.getTime() >= last.getTime()) return day(first);
  if (first.getMonth() !== last.getMonth() || first.getFullYear() !== last.getFullYear()) {
    return `${day(first)} – ${day(last)}`;
  }
  return locale === "es" ? `${first.getDate()}–${day(last)}` : `${day(first)}–${last.getDate()}`;
}

/** Sortable day number (yyyymmdd), or undefined for text that is not a date. */
export function campDateKey(text: string): number | undefined {
  const date = readCampDate(text);
  return date
    ? date.getFullYear() * 10_000 + (date.getMonth() + 1) * 100 + date.getDate()
    : undefined;
}
