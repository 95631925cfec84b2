import { readCampDate } from "./camp-date";
import type { CampRow } from "./camp-rows";

/** The days a week of camps runs, as its camps' dates give them. */
export interface WeekDays {
  first: Date;
  last: Date;
}

/**
 * The days of each week of a preview (index 0 is week 1), from the sheet's own rows: from the
 * earliest start to the latest end among the camps the week's code names. Nobody types them, so
 * they follow the sheet. A week none of whose camps has a date we can read has none.
 */
export function weekDays(rows: readonly CampRow[], weekCount: number): (WeekDays | undefined)[] {
  const weeks: (WeekDays | undefined)[] = Array.from({ length: weekCount }, () => undefined);
  for (const row of rows) {
    if (row.week === null) continue;
    // Camp days are local midnights (camp-date.ts), so their times order them.
    for (const date of [readCampDate(row.startDate), readCampDate(row.endDate)]) {
      if (!date) continue;
      const week = weeks[row.week - 1];
      if (!week) weeks[row.week - 1] = { first: date, last: date };
      else if (date < week.first) week.first = date;
      else if (date > week.last) week.last = date;
    }
  }
  return weeks;
}
