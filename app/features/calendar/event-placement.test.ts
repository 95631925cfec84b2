import { describe, expect, it } from "vitest";
import type { CalendarEvent, CalendarEventTiming } from "~/lib/google/calendar";
import { eventSpan, eventsByDay } from "./event-placement";
import { monthDays } from "./month";

function event(id: string, timing: CalendarEventTiming): CalendarEvent {
  return { id, summary: id, timing };
}

describe("eventSpan", () => {
  it.each<[string, CalendarEventTiming, string, string]>([
    [
      "a one-day all-day event (exclusive end date)",
      { allDay: true, startDate: "2026-03-02", endDate: "2026-03-03" },
      "2026-03-02",
      "2026-03-02",
    ],
    [
      "a multi-day all-day event",
      { allDay: true, startDate: "2026-03-30", endDate: "2026-04-04" },
      "2026-03-30",
      "2026-04-03",
    ],
    [
      "an all-day event over New Year",
      { allDay: true, startDate: "2026-12-21", endDate: "2027-01-02" },
      "2026-12-21",
      "2027-01-01",
    ],
    [
      "an all-day event with a broken end",
      { allDay: true, startDate: "2026-03-02", endDate: "2026-03-02" },
      "2026-03-02",
      "2026-03-02",
    ],
    [
      "a timed event in Los Angeles time",
      { allDay: false, start: "2026-03-05T18:00:00-08:00", end: "2026-03-05T19:30:00-08:00" },
      "2026-03-05",
      "2026-03-05",
    ],
    [
      "an evening event given in UTC, which is the next day there",
      { allDay: false, start: "2026-03-06T02:00:00Z", end: "2026-03-06T03:30:00Z" },
      "2026-03-05",
      "2026-03-05",
    ],
    [
      "an event given in New York time",
      { allDay: false, start: "2026-07-01T01:30:00-04:00", end: "2026-07-01T02:30:00-04:00" },
      "2026-06-30",
      "2026-06-30",
    ],
    [
      "a timed event across midnight",
      { allDay: false, start: "2026-03-06T22:00:00-08:00", end: "2026-03-07T01:00:00-08:00" },
      "2026-03-06",
      "2026-03-07",
    ],
    [
      "a timed event ending exactly at midnight",
      { allDay: false, start: "2026-03-06T22:00:00-08:00", end: "2026-03-07T00:00:00-08:00" },
      "2026-03-06",
      "2026-03-06",
    ],
    [
      "a timed event over the spring DST change",
      { allDay: false, start: "2026-03-07T20:00:00-08:00", end: "2026-03-09T08:00:00-07:00" },
      "2026-03-07",
      "2026-03-09",
    ],
    [
      "a zero-length timed event",
      { allDay: false, start: "2026-03-05T12:00:00-08:00", end: "2026-03-05T12:00:00-08:00" },
      "2026-03-05",
      "2026-03-05",
    ],
  ])("places %s", (_name, timing, firstDay, lastDay) => {
    expect(eventSpan(timing)).toEqual({ firstDay, lastDay });
  });
});

describe("eventsByDay", () => {
  const days = monthDays("2026-03");

  it("puts an event on every day it spans inside the month and nowhere else", () => {
    const camp = event("camp", { allDay: true, startDate: "2026-03-30", endDate: "2026-04-04" });
    const byDay = eventsByDay([camp], days);
    const occupied = [...byDay].filter(([, list]) => list.length > 0).map(([day]) => day);
    expect(occupied).toEqual(["2026-03-30", "2026-03-31"]);
    expect(byDay.has("2026-04-01")).toBe(false);
  });

  it("includes an event that began in the previous month", () => {
    const week = event("week", { allDay: true, startDate: "2026-02-27", endDate: "2026-03-03" });
    const byDay = eventsByDay([week], days);
    expect(byDay.get("2026-03-01")).toEqual([week]);
    expect(byDay.get("2026-03-02")).toEqual([week]);
    expect(byDay.get("2026-03-03")).toEqual([]);
  });

  it("lists all-day events first, then timed ones by start", () => {
    const late = event("late", {
      allDay: false,
      start: "2026-03-05T18:00:00-08:00",
      end: "2026-03-05T19:00:00-08:00",
    });
    const early = event("early", {
      allDay: false,
      start: "2026-03-05T16:00:00Z",
      end: "2026-03-05T17:00:00Z",
    });
    const allDay = event("all-day", {
      allDay: true,
      startDate: "2026-03-05",
      endDate: "2026-03-06",
    });
    expect(
      eventsByDay([late, early, allDay], days)
        .get("2026-03-05")
        ?.map((e) => e.id),
    ).toEqual(["all-day", "early", "late"]);
  });

  it("gives every day of the month a list, empty when nothing happens", () => {
    const byDay = eventsByDay([], days);
    expect(byDay.size).toBe(31);
    expect([...byDay.values()].every((list) => list.length === 0)).toBe(true);
  });
});
