import { TZDate } from "@date-fns/tz";
import { formatISO, getDaysInMonth } from "date-fns";
import { dayStartWithTemporal } from "~i18n/clock";
import { nameDay } from "~i18n/day-names";
import { pacificDay, siteZone } from "~i18n/days";
import type { Locale } from "~i18n/locale";

/** A calendar month as in the URL, "2026-03". */
export type MonthKey = string;
/** A Los Angeles day, "2026-03-08". */
export type DayKey = string;

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month a URL value names, or undefined for anything that is not a plausible YYYY-MM. */
export function parseMonthKey(value: string | null | undefined): MonthKey | undefined {
  const match = value ? monthPattern.exec(value) : null;
  if (!match) return undefined;
  const year = Number(match[1]);
  return year >= 1970 && year <= 2200 ? value! : undefined;
}

/** The month the calendar opens on: the one the address names (?month=), or today's. */
export function openingMonth(search: string, today: DayKey): MonthKey {
  return parseMonthKey(new URLSearchParams(search).get("month")) ?? today.slice(0, 7);
}

function parts(month: MonthKey): [year: number, monthIndex: number] {
  const [year, monthNumber] = month.split("-").map(Number);
  return [year!, monthNumber! - 1];
}

function keyOf(year: number, monthIndex: number): MonthKey {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return date.toISOString().slice(0, 7);
}

export function monthOf(instant: Date): MonthKey {
  return pacificDay(instant).slice(0, 7);
}

export function shiftMonth(month: MonthKey, by: number): MonthKey {
  const [year, monthIndex] = parts(month);
  return keyOf(year, monthIndex + by);
}

/** The pieces of a date a label names, as `Intl.DateTimeFormat` options. */
export type DateParts = Pick<Intl.DateTimeFormatOptions, "weekday" | "month" | "day" | "year">;

/** "March 2026", "marzo de 2026". */
export function monthLabel(month: MonthKey, locale: Locale): string {
  return nameDay(`${month}-01`, locale, { month: "long", year: "numeric" });
}

/** The moment a Los Angeles day begins, with its offset; a day past the month's ends carries over. */
function dayStart(year: number, monthIndex: number, day: number): string {
  return (
    dayStartWithTemporal(year, monthIndex + 1, day, siteZone) ??
    formatISO(new TZDate(year, monthIndex, day, siteZone))
  );
}

/**
 * The query window for a month: from Los Angeles midnight at the start of the day before the
 * month's first day to Los Angeles midnight at the end of the day after its last day. Both
 * ends carry the offset in force at that moment, so the window follows daylight saving.
 */
export function monthRange(month: MonthKey): { timeMin: string; timeMax: string } {
  const [year, monthIndex] = parts(month);
  return { timeMin: dayStart(year, monthIndex, 0), timeMax: dayStart(year, monthIndex + 1, 2) };
}

/** The query window for whole days: from Los Angeles midnight on `first` to the end of `last`. */
export function daysRange(first: DayKey, last: DayKey): { timeMin: string; timeMax: string } {
  const [fromYear, fromMonth, fromDay] = first.split("-").map(Number);
  const [toYear, toMonth, toDay] = last.split("-").map(Number);
  return {
    timeMin: dayStart(fromYear!, fromMonth! - 1, fromDay!),
    timeMax: dayStart(toYear!, toMonth! - 1, toDay! + 1),
  };
}

/** Every day of the month, in order. */
export function monthDays(month: MonthKey): DayKey[] {
  const [year, monthIndex] = parts(month);
  // Written out rather than with date-fns' format, which would bring its whole pattern parser
  // and English locale into the calendar's first download.
  return Array.from(
    { length: getDaysInMonth(new Date(year, monthIndex, 1)) },
    (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`,
  );
}

/** The month as weeks of seven, Sunday first; days outside the month are null. */
export function monthWeeks(month: MonthKey): (DayKey | null)[][] {
  const days = monthDays(month);
  const [year, monthIndex] = parts(month);
  const leading = new Date(year, monthIndex, 1).getDay();
  const cells: (DayKey | null)[] = [...Array<null>(leading).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** "Sunday, March 8" ("domingo, 8 de marzo") for a day key, or the parts asked for. */
export function dayLabel(
  day: DayKey,
  locale: Locale,
  parts: DateParts = { weekday: "long", month: "long", day: "numeric" },
): string {
  return nameDay(day, locale, parts);
}

/** The names of the days of the week, Sunday first, in full and short: "Sunday", "Sun". */
export function weekdayNames(locale: Locale): { long: string; short: string }[] {
  // March 1, 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => ({
    long: nameDay(`2026-03-0${1 + index}`, locale, { weekday: "long" }),
    short: nameDay(`2026-03-0${1 + index}`, locale, { weekday: "short" }),
  }));
}
