import { closuresPage } from "~/content.server";
import { calendarClosures, eventPlaces } from "~/features/closures/closure-views.server";
import type { CalendarEvent } from "~/lib/google/calendar";
import { dayInSentence } from "~i18n/day-names";
import type { Day } from "~i18n/days";
import { inSentence } from "~i18n/heading";
import { formatList } from "~i18n/list";
import { eventsOnClosedDays } from "./event-closures";

/**
 * Each event from Google's calendar on a day its site is closed by a closure still to come, in
 * the office's words, for the build's log and the readiness report: one of the two is wrong, and
 * the office fixes that one.
 */
export function eventsOnClosedDaysInWords(events: readonly CalendarEvent[], today: Day): string[] {
  const closures = calendarClosures("en", today).filter((closure) => closure.last >= today);
  return eventsOnClosedDays(events, closures, eventPlaces("en"))
    .filter(({ day }) => day >= today)
    .map(({ event, day, over }) => {
      const closed = over.map(({ closure, sites }) => {
        const names = sites.map((site) => site.name);
        const where = closure.allSites ? closuresPage.allSites.en : formatList(names, "en");
        return `"${closure.reason}" (${inSentence(closure.what, "en")}: ${inSentence(where, "en")})`;
      });
      return `"${event.summary || "(no title)"}" on ${dayInSentence(day, "en")}, during ${formatList(closed, "en")}`;
    });
}
