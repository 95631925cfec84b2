import { describe, expect, it } from "vitest";
import type { CalendarEvent, CalendarEventTiming } from "~/lib/google/calendar";
import { describeWhen, startTimeOn } from "./event-time";

function event(timing: CalendarEventTiming): CalendarEvent {
  return { id: "e", summary: "Event", timing };
}

describe("describeWhen", () => {
  it.each<[string, CalendarEventTiming, string]>([
    [
      "a one-day all-day event",
      { allDay: true, startDate: "2026-02-16", endDate: "2026-02-17" },
      "Monday, February 16, 2026, all day",
    ],
    [
      "a camp week",
      { allDay: true, startDate: "2026-06-15", endDate: "2026-06-20" },
      "Monday, June 15 – Friday, June 19, 2026",
    ],
    [
      "a break over New Year",
      { allDay: true, startDate: "2026-12-21", endDate: "2027-01-02" },
      "Monday, December 21, 2026 – Friday, January 1, 2027",
    ],
    [
      "an evening event given in UTC",
      { allDay: false, start: "2026-03-06T02:00:00Z", end: "2026-03-06T03:30:00Z" },
      "Thursday, March 5, 2026, 6 – 7:30\u00a0PM",
    ],
    [
      "a meeting over noon",
      { allDay: false, start: "2026-03-05T11:30:00-08:00", end: "2026-03-05T13:00:00-08:00" },
      "Thursday, March 5, 2026, 11:30\u00a0AM – 1\u00a0PM",
    ],
    [
      "an overnight event",
      { allDay: false, start: "2026-03-06T22:00:00-08:00", end: "2026-03-07T01:00:00-08:00" },
      "Friday, March 6, 10\u00a0PM – Saturday, March 7, 2026, 1\u00a0AM",
    ],
    [
      "an event with no length",
      { allDay: false, start: "2026-03-05T12:00:00-08:00", end: "2026-03-05T12:00:00-08:00" },
      "Thursday, March 5, 2026, 12\u00a0PM",
    ],
  ])("describes %s", (_name, timing, expected) => {
    expect(describeWhen(event(timing), "en")).toBe(expected);
  });

  it.each<[string, CalendarEventTiming, string]>([
    [
      "a one-day all-day event",
      { allDay: true, startDate: "2026-02-16", endDate: "2026-02-17" },
      "lunes, 16 de febrero de 2026, todo el día",
    ],
    [
      "a camp week",
      { allDay: true, startDate: "2026-06-15", endDate: "2026-06-20" },
      "lunes, 15 de junio – viernes, 19 de junio de 2026",
    ],
    [
      "an evening event given in UTC",
      { allDay: false, start: "2026-03-06T02:00:00Z", end: "2026-03-06T03:30:00Z" },
      "jueves, 5 de marzo de 2026, 6 – 7:30\u00a0p.\u00a0m.",
    ],
    [
      "a meeting over noon",
      { allDay: false, start: "2026-03-05T11:30:00-08:00", end: "2026-03-05T13:00:00-08:00" },
      "jueves, 5 de marzo de 2026, 11:30\u00a0a.\u00a0m. – 1\u00a0p.\u00a0m.",
    ],
  ])("describes %s in Spanish", (_name, timing, expected) => {
    expect(describeWhen(event(timing), "es")).toBe(expected);
  });
});

describe("startTimeOn", () => {
  const overnight = event({
    allDay: false,
    start: "2026-03-06T22:30:00-08:00",
    end: "2026-03-07T01:00:00-08:00",
  });

  it("shows the Los Angeles start time on the first day only", () => {
    expect(startTimeOn(overnight, "2026-03-06", "en")).toBe("10:30\u00a0PM");
    expect(startTimeOn(overnight, "2026-03-06", "es")).toBe("10:30\u00a0p.\u00a0m.");
    expect(startTimeOn(overnight, "2026-03-07", "en")).toBeUndefined();
  });

  it("shows no time for all-day events", () => {
    expect(
      startTimeOn(
        event({ allDay: true, startDate: "2026-03-06", endDate: "2026-03-07" }),
        "2026-03-06",
        "en",
      ),
    ).toBeUndefined();
  });
});
