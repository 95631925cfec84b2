import type { Day } from "./days";

/**
 * "This school year", defined once: July 1 to June 30, by the day in Los Angeles (days.ts). It
 * starts in summer, between the sites' last school day in June and Summer Camp's start in
 * July, so a school year's closures run from its summer camp to its last day of school.
 */
export interface SchoolYear {
  first: Day;
  last: Day;
}

/** The school year `day` falls in: 2026-11-28 is in the one from 2026-07-01 to 2027-06-30. */
export function schoolYearOf(day: Day): SchoolYear {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 7 ? year : year - 1;
  return { first: `${start}-07-01`, last: `${start + 1}-06-30` };
}
