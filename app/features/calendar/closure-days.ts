import type { CalendarClosure } from "~/features/closures/closure-views.server";
import { monthDays, type DayKey, type MonthKey } from "./month";

export type { CalendarClosure };

/** The closures on each day of a month, on every day each spans, in the order given. */
export function closuresOnDays(
  closures: readonly CalendarClosure[],
  month: MonthKey,
): Map<DayKey, CalendarClosure[]> {
  return new Map(
    monthDays(month).map((day) => [
      day,
      closures.filter((closure) => closure.first <= day && day <= closure.last),
    ]),
  );
}

/**
 * Where a month's list of days names each of its closures: once, on its first day in the month
 * (the month's first for one that began before it), with all its days in its own words.
 */
export function closuresListedOn(
  closures: readonly CalendarClosure[],
  month: MonthKey,
): Map<DayKey, CalendarClosure[]> {
  const days = monthDays(month);
  const listed = new Map<DayKey, CalendarClosure[]>();
  for (const closure of closures) {
    const day = days.find((each) => closure.first <= each && each <= closure.last);
    if (day) listed.set(day, [...(listed.get(day) ?? []), closure]);
  }
  return listed;
}
