import { dayIn } from "./clock";

/**
 * Days as content writes them ("2026-11-26"), in the organisation's zone: "today" is the day
 * in Los Angeles, wherever the visitor or the build machine is. Days compare as text.
 */
export type Day = string;

export const siteZone = "America/Los_Angeles";

/**
 * The day an instant falls on in Los Angeles: "2026-11-26". Read with Intl (dayIn), so the zone's
 * rules come from the engine and hold for any Date, a test's clock included: the browser puts an
 * event on the day the build put it on.
 */
export function pacificDay(instant: Date = new Date()): Day {
  return dayIn(instant, siteZone);
}

/** A day moved by whole days, by the calendar alone (no time of day, so no clock change). */
export function addDays(day: Day, by: number): Day {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + by)).toISOString().slice(0, 10);
}

/**
 * When something dated is shown, as a window of days: a closure, a status of places, the site
 * notice, a fact true until its last day (the registration news, a catalog, a summer's news).
 */
export interface Window {
  /** The first day it shows, if it waits for one. */
  from?: Day;
  /** The last day it shows, if it ends. */
  until?: Day;
}

/**
 * Whether something is shown on `today`: the one rule of the build (on its own day), of React
 * (on the visitor's) and of the pages' inline scripts (app/lib/inline-scripts.ts).
 */
export function isShown(window: Window, today: Day): boolean {
  if (window.from && today < window.from) return false;
  if (window.until && today > window.until) return false;
  return true;
}

/** Whether a fact true until `lastDay` still is on `today`: on its last day, yes; the day after, no. */
export function stillTrue(lastDay: Day, today: Day): boolean {
  return isShown({ until: lastDay }, today);
}

/** The days two windows share, or null when they share none. */
export function overlap(a: Window, b: Window): Window | null {
  const later = (x?: Day, y?: Day) => (!x ? y : !y ? x : x > y ? x : y);
  const earlier = (x?: Day, y?: Day) => (!x ? y : !y ? x : x < y ? x : y);
  const from = later(a.from, b.from);
  const until = earlier(a.until, b.until);
  if (from && until && from > until) return null;
  return { ...(from && { from }), ...(until && { until }) };
}
