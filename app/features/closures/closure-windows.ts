import type { Window } from "~i18n/days";
import { addDays, type Day } from "./days";

/**
 * When each part of a closure or a status of places is shown, as a window of days. Pages are
 * built each night, and a build may be late, so a page carries what may come due in the days
 * after it was built, each part with its window in `data-from` and `data-until`; the site's
 * inline script (closureDays, app/lib/inline-scripts.ts) hides what is outside its window on
 * the visitor's day, and React does the same on the pages it runs. The build hides what is
 * outside on its own day, for a visitor without script. The window and its rule (isShown) are
 * the i18n layer's, which content's dated facts share.
 */
export { isShown, type Window } from "~i18n/days";

/**
 * What site pages show first, and the cards on Locations alone: closures of "the next two weeks".
 * A site's page then lists the rest of the school year's.
 */
export const SOON_DAYS = 14;

/** How many days late a build may be and its pages still show what comes due meanwhile. */
export const LATE_BUILD_DAYS = 14;

interface Days {
  first: Day;
  last: Day;
}

/** On the Closures page: until its last day is over. */
export const upcoming = ({ last }: Days): Window => ({ until: last });

/**
 * On a site's page and card, among the next two weeks, and the site notice on the home page's
 * first screen: from two weeks before its first day to its last.
 */
export const soon = ({ first, last }: Days): Window => ({
  from: addDays(first, -SOON_DAYS),
  until: last,
});

/**
 * On a site's page, later this school year: from the first day of its school year
 * (schoolYearOf, below) until the day before it comes among the next two weeks, so a site's page
 * always has each of its closures of the school year, in one list or the other.
 */
export const laterThisYear = ({ first }: Days): Window => ({
  from: schoolYearOf(first).first,
  until: addDays(first, -SOON_DAYS - 1),
});

/** At the top of the home and site pages: on its days only. */
export const inEffect = ({ first, last }: Days): Window => ({ from: first, until: last });

/**
 * Whether a page built on `today` carries a closure in a window: not when it is over, nor when
 * the window opens more than a late build's margin after the build.
 */
export function carried(window: Window, today: Day): boolean {
  if (window.until && window.until < today) return false;
  return !window.from || window.from <= addDays(today, LATE_BUILD_DAYS);
}

/**
 * A status of places is current up to `staleAfterDays` days after it was checked; from the day
 * after, pages show the day it was checked and ask families to call.
 */
export function placeWindows(checked: Day, staleAfterDays: number) {
  const lastCurrent = addDays(checked, staleAfterDays);
  return {
    current: { until: lastCurrent } satisfies Window,
    stale: { from: addDays(lastCurrent, 1) } satisfies Window,
  };
}

/**
 * "This school year", defined once: July 1 to June 30, by the day in Los Angeles (days.ts). It
 * starts in summer, between the sites' last school day in June and Summer Camp's start in July.
 * A closure of this school year stays on the Closures page and in search once it has passed, so
 * a family can check a day behind them; a site's page lists the year's closures still to come.
 * "2026-11-28" -> { first: "2026-07-01", last: "2027-06-30" }.
 */
export function schoolYearOf(day: Day): { first: Day; last: Day } {
  const year = Number(day.slice(0, 4));
  const start = day.slice(5) >= "07-01" ? year : year - 1;
  return { first: `${start}-07-01`, last: `${start + 1}-06-30` };
}

/** On the Closures page once it has passed: from the day after its last to its school year's end. */
export const passed = ({ last }: Days): Window => ({
  from: addDays(last, 1),
  until: schoolYearOf(last).last,
});

/**
 * On the home page's first screen, the next closure at any site: from two weeks before its
 * first day, or from the day after an earlier one ends, to its last day, so that only the next
 * one shows (those starting the same day together). One window per closure, in the list's
 * order, which is by first day.
 */
export function nextWindows(list: readonly Days[]): Window[] {
  return list.map(({ first, last }) => {
    const earlierEnds = list
      .filter((other) => other.first < first)
      .map((other) => other.last)
      .sort()
      .at(-1);
    const soonest = addDays(first, -SOON_DAYS);
    const afterEarlier = earlierEnds ? addDays(earlierEnds, 1) : soonest;
    return { from: afterEarlier > soonest ? afterEarlier : soonest, until: last };
  });
}
