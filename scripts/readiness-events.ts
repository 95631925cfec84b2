import { closures } from "../content/closures.ts";
import { eventsOnClosedDaysInWords } from "../app/features/calendar/events-on-closed-days.server.ts";
import { listCalendarEvents, type CalendarSource } from "../app/lib/google/calendar.ts";
import { daysRange } from "../app/features/calendar/month.ts";
import { pacificDay } from "../i18n/days.ts";

export {
  needsAttention,
  readiness,
  readinessMarkdown,
  readinessReport,
} from "./readiness-report.ts";
import type { Report, ReportSection } from "./readiness-report.ts";

// The events of Google's calendar on days their site is closed by a closure still to come, for
// the office's readiness report: read from the calendar the site shows (scripts/readiness.mjs
// says which), from today to the last day of the last closure.

export interface EventsOnClosedDays {
  /** Which calendar was read, in the office's words. */
  calendar: string;
  /** Each event on a closed day, in words; null when the calendar could not be read. */
  found: string[] | null;
  /** Why it could not be read. */
  problem?: string;
}

export async function eventsOnClosedDaysReport(
  source: CalendarSource,
  calendar: string,
  today = pacificDay(),
  last = closures
    .map((closure) => closure.last)
    .sort()
    .at(-1),
): Promise<EventsOnClosedDays> {
  if (!last || last < today) return { calendar, found: [] };
  try {
    const events = await listCalendarEvents(daysRange(today, last), {
      source,
      signal: AbortSignal.timeout(30_000),
    });
    return { calendar, found: eventsOnClosedDaysInWords(events, today) };
  } catch (error) {
    return { calendar, found: null, problem: (error as Error).message };
  }
}

/**
 * The report with its section of events on closed days, after the others: "not checked" with
 * the reason when the calendar could not be read, nothing when no event falls on a closure.
 */
export function withEventsOnClosedDays(report: Report, events: EventsOnClosedDays): Report {
  const { calendar, found, problem } = events;
  if (found !== null && found.length === 0) return report;
  const section: ReportSection =
    found === null
      ? {
          id: "events",
          heading: "Events on closed days: not checked",
          intro: `The events calendar (${calendar}) could not be read: ${problem}. Run the report again later.`,
          items: [],
        }
      : {
          id: "events",
          heading: `${found.length === 1 ? "1 event falls" : `${found.length} events fall`} on a day its site is closed`,
          intro: `In the events calendar (${calendar}), each of these falls on a day a closure closes its site. Families see the closure beside the event; one of the two is wrong.`,
          ask: "Move or cancel the event in Google Calendar, or change the closure under Closures (a closure can leave a program running, like a holiday's Non-School Day Camp).",
          items: found.map((line) => ({ title: line })),
        };
  return { ...report, nothing: undefined, sections: [...report.sections, section] };
}
