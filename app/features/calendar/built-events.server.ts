import { readAtBuild } from "~/lib/google/build-reads.server";
import { listCalendarEvents, type CalendarEvent } from "~/lib/google/calendar";
import { pacificDay } from "~i18n/days";
import { monthOf, monthRange, shiftMonth } from "./month";
import type { BuiltEvents } from "./built-events";
import { eventsOnClosedDaysInWords } from "./events-on-closed-days.server";

let logged = false;

/** The build's log names, once, each event it read on a day its site is closed. */
function logEventsOnClosedDays(events: CalendarEvent[], now: Date) {
  if (logged) return;
  logged = true;
  const found = eventsOnClosedDaysInWords(events, pacificDay(now));
  if (found.length === 0) return;
  console.warn(
    `Events on a day their site is closed (the calendar says so beside each; npm run readiness lists them too):\n${found.map((line) => `  - ${line}`).join("\n")}`,
  );
}

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
  logEventsOnClosedDays(
    read.data
      .flat()
      .filter((event, index, all) => all.findIndex((each) => each.id === event.id) === index),
    now,
  );
  return {
    months: Object.fromEntries(months.map((month, index) => [month, read.data[index]!])),
    openingMonth: first,
    readAt: read.readAt,
  };
}
