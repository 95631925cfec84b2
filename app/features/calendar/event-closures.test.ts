import { describe, expect, it } from "vitest";
import type { CalendarEvent } from "~/lib/google/calendar";
import {
  closuresOverEvent,
  eventPlaces,
  eventsOnClosedDays,
  type EventClosure,
} from "./event-closures";

// Made-up places and closures: the rule, not the content's facts.
const places = [
  { slug: "office", street: "5000 Example Parkway, Suite 100", programs: [], name: "Main Office" },
  {
    slug: "maidu",
    street: "1950 Johnson Ranch Drive",
    programs: ["galaxy", "nova", "nsd"],
    name: "Maidu STAR",
  },
  {
    slug: "coppin",
    street: "150 East 12th Street",
    programs: ["galaxy", "nsd"],
    name: "Coppin STAR",
  },
];
const holiday: EventClosure = {
  id: "holiday",
  first: "2027-01-18",
  last: "2027-01-18",
  kind: "closed",
  time: null,
  allSites: true,
  sites: ["office", "maidu", "coppin"],
  stops: [],
  goesOn: ["nsd"],
};
const earlyClose: EventClosure = {
  ...holiday,
  id: "training",
  first: "2026-12-04",
  last: "2026-12-04",
  kind: "closesEarly",
  time: "15:00",
  allSites: false,
  sites: ["coppin"],
  goesOn: [],
};
const allDay = (summary: string, day: string, location?: string): CalendarEvent => ({
  id: summary,
  summary,
  location,
  timing: {
    allDay: true,
    startDate: day,
    endDate: `${day.slice(0, 8)}${String(Number(day.slice(8)) + 1).padStart(2, "0")}`,
  },
});
const timed = (summary: string, start: string, end: string, location?: string): CalendarEvent => ({
  id: summary,
  summary,
  location,
  timing: { allDay: false, start, end },
});
const over = (event: CalendarEvent, day: string) =>
  closuresOverEvent(event, day, [holiday, earlyClose], places).map(({ closure, sites }) => [
    closure.id,
    sites.map((site) => site.slug),
  ]);

describe("where an event is", () => {
  it("is the site whose street its location names, or every site of the program its title names", () => {
    const coffee = timed(
      "Coffee",
      "2027-01-18T08:00:00-08:00",
      "2027-01-18T09:00:00-08:00",
      "Coppin Elementary, 150 East 12th Street, Lincoln",
    );
    expect(eventPlaces(coffee, places).map((place) => place.slug)).toEqual(["coppin"]);
    expect(
      eventPlaces(allDay("Nova showcase", "2027-01-18"), places).map((place) => place.slug),
    ).toEqual(["maidu"]);
    expect(eventPlaces(allDay("Nova sign-up", "2027-01-18", "Online"), places)).toEqual([]);
    expect(eventPlaces(allDay("Board meeting", "2027-01-18"), places)).toEqual([]);
  });
});

describe("a closure over an event", () => {
  it("stops every event at its sites but those of the programs it leaves running", () => {
    expect(over(allDay("Galaxy spirit day", "2027-01-18"), "2027-01-18")).toEqual([
      ["holiday", ["maidu", "coppin"]],
    ]);
    expect(over(allDay("Non-School Day Camp – MLK Day", "2027-01-18"), "2027-01-18")).toEqual([]);
    const helpHours = timed(
      "Help hours",
      "2027-01-18T15:00:00-08:00",
      "2027-01-18T17:00:00-08:00",
      "STAR Main Office, 5000 Example Parkway, Suite 100, Rocklin",
    );
    expect(over(helpHours, "2027-01-18")).toEqual([["holiday", ["office"]]]);
  });

  it("stops, where a site closes early, only what ends after it closes", () => {
    const evening = timed(
      "Family night",
      "2026-12-04T18:00:00-08:00",
      "2026-12-04T19:30:00-08:00",
      "150 East 12th Street",
    );
    const morning = timed(
      "Coffee",
      "2026-12-04T08:00:00-08:00",
      "2026-12-04T09:00:00-08:00",
      "150 East 12th Street",
    );
    expect(over(evening, "2026-12-04")).toEqual([["training", ["coppin"]]]);
    expect(over(morning, "2026-12-04")).toEqual([]);
    expect(over(allDay("Galaxy spirit day", "2026-12-04"), "2026-12-04")).toEqual([]);
  });

  it("never stops a notice of a closure, nor an event on another day", () => {
    expect(over(allDay("Winter Break – Galaxy closed", "2027-01-18"), "2027-01-18")).toEqual([]);
    expect(over(allDay("Galaxy spirit day", "2027-01-19"), "2027-01-19")).toEqual([]);
  });

  it("lists each day of each event a closure stops, for the office", () => {
    const found = eventsOnClosedDays(
      [allDay("Galaxy spirit day", "2027-01-18"), allDay("Galaxy spirit day", "2027-01-19")],
      [holiday],
      places,
    );
    expect(found.map(({ day }) => day)).toEqual(["2027-01-18"]);
  });
});
