import type { CalendarEvent } from "~/lib/google/calendar";
import { clockIn } from "~i18n/clock";
import { addDays, siteZone } from "~i18n/days";
import { eventProgram } from "./event-program";
import { eventSpan } from "./event-placement";
import type { DayKey } from "./month";

// An event from Google's calendar on a day a site is closed by a closure in content: the two
// sources are compared wherever an event is shown (the calendar, in the browser and in the
// built page) and by the build and the office's report, with one rule:
//
// - Where an event is: at the sites whose street its location names; with no location, at every
//   site that offers the program its title names ("Galaxy spirit day": every Galaxy site); with
//   a location elsewhere ("Online"), or no program and no location, at no site.
// - An event whose title says something is closed ("Office closed – Memorial Day", "Winter
//   Break – Galaxy closed") is itself a notice of a closure, never in conflict with one.
// - A closure stops an event at a site on its days: a closure of the whole site stops every
//   event but those of the programs it leaves running; a closure of some programs stops their
//   events. A site closed all day stops its events all day; one that opens late, the events that
//   start before it opens; one that closes early, those that end after it closes. An all-day
//   event goes on when a site only opens late or closes early.

/** A location, as events are matched to it. */
export interface EventPlace {
  slug: string;
  /** Its street address, which an event's location names: "1950 Johnson Ranch Drive". */
  street: string;
  programs: readonly string[];
  /** Its name on the page: "Maidu/Excelsior STAR". */
  name: string;
}

/** A closure, as events are compared with it. */
export interface EventClosure {
  id: string;
  first: DayKey;
  last: DayKey;
  kind: "closed" | "opensLate" | "closesEarly";
  time: string | null;
  allSites: boolean;
  /** Every location it affects. */
  sites: readonly string[];
  /** The programs it stops, or none for the whole site. */
  stops: readonly string[];
  /** The programs it leaves running, for a closure of the whole site. */
  goesOn: readonly string[];
}

/** A closure over an event, with the event's sites it closes. */
export interface EventOnClosedDay<Closure extends EventClosure = EventClosure> {
  closure: Closure;
  sites: EventPlace[];
}

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** "Office closed", "Galaxy closed", "Cerrado": a notice of a closure, not an activity. */
const saysClosed = /\b(closed|closure|cerrad[oa]s?|cierre)\b/i;

/** The places an event is at (the rule above). */
export function eventPlaces(event: CalendarEvent, places: readonly EventPlace[]): EventPlace[] {
  const location = normal(event.location ?? "");
  if (location) {
    return places.filter((place) => {
      const street = normal(place.street.split(",")[0] ?? "");
      return street !== "" && location.includes(street);
    });
  }
  const program = eventProgram(event.summary);
  return program ? places.filter((place) => place.programs.includes(program)) : [];
}

/** Whether a closure stops an event of `program` (none: not one of the programs) on its day. */
function stops(closure: EventClosure, program: string | undefined): boolean {
  if (closure.stops.length > 0) return program !== undefined && closure.stops.includes(program);
  return program === undefined || !closure.goesOn.includes(program);
}

/** Whether a site that opens late or closes early that day still holds the event. */
function withinHours(closure: EventClosure, event: CalendarEvent, day: DayKey): boolean {
  if (closure.kind === "closed") return false;
  if (event.timing.allDay) return true;
  const time = closure.time ?? "";
  const start = new Date(event.timing.start);
  const end = new Date(event.timing.end);
  const startsToday = eventSpan(event.timing).firstDay === day;
  const endsToday = eventSpan(event.timing).lastDay === day;
  if (closure.kind === "opensLate") return !startsToday || clockIn(start, siteZone) >= time;
  return endsToday && clockIn(end, siteZone) <= time && end > start;
}

/**
 * The closures that close an event's places on one of its days, each with the places it closes
 * there, in the order of `closures`.
 */
export function closuresOverEvent<Closure extends EventClosure>(
  event: CalendarEvent,
  day: DayKey,
  closures: readonly Closure[],
  places: readonly EventPlace[],
): EventOnClosedDay<Closure>[] {
  if (saysClosed.test(event.summary)) return [];
  const at = eventPlaces(event, places);
  if (at.length === 0) return [];
  const program = eventProgram(event.summary);
  return closures.flatMap((closure) => {
    if (day < closure.first || day > closure.last) return [];
    if (!stops(closure, program) || withinHours(closure, event, day)) return [];
    const sites = at.filter((place) => closure.sites.includes(place.slug));
    return sites.length > 0 ? [{ closure, sites }] : [];
  });
}

/**
 * Every day of every event that a closure stops, for the build's log and the office's report:
 * each event once a day, with the closures over it.
 */
export function eventsOnClosedDays<Closure extends EventClosure>(
  events: readonly CalendarEvent[],
  closures: readonly Closure[],
  places: readonly EventPlace[],
): { event: CalendarEvent; day: DayKey; over: EventOnClosedDay<Closure>[] }[] {
  return events.flatMap((event) => {
    const { firstDay, lastDay } = eventSpan(event.timing);
    const found = [];
    for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
      const over = closuresOverEvent(event, day, closures, places);
      if (over.length > 0) found.push({ event, day, over });
    }
    return found;
  });
}
