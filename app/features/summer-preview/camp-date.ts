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
 * "June 9, 2025" ("9 de junio de 2025"), or the sheet's own text when it is not a date we can
 * read. The date is a local calendar day, so it is named in the visitor's own zone.
 */
export function formatCampDate(text: string, locale: Locale): string {
  const date = readCampDate(text);
  return date ? longDate(locale).format(date) : text.trim();
}

/** Sortable day number (yyyymmdd), or undefined for text that is not a date. */
export function campDateKey(text: string): number | undefined {
  const date = readCampDate(text);
  return date
    ? date.getFullYear() * 10_000 + (date.getMonth() + 1) * 100 + date.getDate()
    : undefined;
}
