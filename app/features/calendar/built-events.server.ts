import { readAtBuild } from "~/lib/google/build-reads.server";
import { listCalendarEvents } from "~/lib/google/calendar";
import { monthOf, monthRange, shiftMonth } from "./month";
import type { BuiltEvents } from "./built-events";

/**
 * The events of this month and the next, as Google has them while the site is built, for the
 * page's first response. Undefined when Google could not be read; the page then loads live.
 */
export async function readBuiltEvents(now = new Date()): Promise<BuiltEvents | undefined> {
  const first = monthOf(now);
  const months = [first, shiftMonth(first, 1)];
  const read = await readAtBuild(`Calendar events for ${months.join(" and ")}`, (signal) =>
    Promise.all(months.map((month) => listCalendarEvents(monthRange(month), { signal }))),
  );
  if (!read) return undefined;
  return {
    months: Object.fromEntries(months.map((month, index) => [month, read.data[index]!])),
    openingMonth: first,
    readAt: read.readAt,
  };
}
