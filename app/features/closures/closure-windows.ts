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

/** How far ahead site pages and cards show closures: "the next two weeks". */
export const SOON_DAYS = 14;

/** How many days late a build may be and its pages still show what comes due meanwhile. */
export const LATE_BUILD_DAYS = 14;

interface Days {
  first: Day;
  last: Day;
}

/** On the Closures page: until its last day is over. */
export const upcoming = ({ last }: Days): Window => ({ until: last });

/** On a site's page and card: from two weeks before its first day to its last. */
export const soon = ({ first, last }: Days): Window => ({
  from: addDays(first, -SOON_DAYS),
  until: last,
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
