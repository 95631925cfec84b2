import { describe, expect, it } from "vitest";
import { addDays, pacificDay } from "~i18n/days";
import {
  dayLabel,
  monthDays,
  monthLabel,
  monthOf,
  monthRange,
  monthWeeks,
  parseMonthKey,
  shiftMonth,
  weekdayNames,
} from "./month";

describe("monthRange", () => {
  // 2026: daylight saving starts on March 8 and ends on November 1 in Los Angeles.
  it.each([
    ["2026-01", "2025-12-31T00:00:00-08:00", "2026-02-02T00:00:00-08:00"],
    ["2026-02", "2026-01-31T00:00:00-08:00", "2026-03-02T00:00:00-08:00"],
    ["2026-03", "2026-02-28T00:00:00-08:00", "2026-04-02T00:00:00-07:00"],
    ["2026-04", "2026-03-31T00:00:00-07:00", "2026-05-02T00:00:00-07:00"],
    ["2026-05", "2026-04-30T00:00:00-07:00", "2026-06-02T00:00:00-07:00"],
    ["2026-06", "2026-05-31T00:00:00-07:00", "2026-07-02T00:00:00-07:00"],
    ["2026-07", "2026-06-30T00:00:00-07:00", "2026-08-02T00:00:00-07:00"],
    ["2026-08", "2026-07-31T00:00:00-07:00", "2026-09-02T00:00:00-07:00"],
    ["2026-09", "2026-08-31T00:00:00-07:00", "2026-10-02T00:00:00-07:00"],
    ["2026-10", "2026-09-30T00:00:00-07:00", "2026-11-02T00:00:00-08:00"],
    ["2026-11", "2026-10-31T00:00:00-07:00", "2026-12-02T00:00:00-08:00"],
    ["2026-12", "2026-11-30T00:00:00-08:00", "2027-01-02T00:00:00-08:00"],
    ["2027-01", "2026-12-31T00:00:00-08:00", "2027-02-02T00:00:00-08:00"],
    ["2028-03", "2028-02-29T00:00:00-08:00", "2028-04-02T00:00:00-07:00"],
  ])("for %s runs from %s to %s", (month, timeMin, timeMax) => {
    expect(monthRange(month)).toEqual({ timeMin, timeMax });
  });

  it("spans the whole month plus one full day on each side, whatever the DST change", () => {
    for (let m = 1; m <= 12; m++) {
      const month = `2026-${String(m).padStart(2, "0")}`;
      const { timeMin, timeMax } = monthRange(month);
      const days = monthDays(month);
      expect(pacificDay(new Date(timeMin))).toBe(addDays(days[0]!, -1));
      expect(pacificDay(new Date(new Date(timeMax).getTime() - 1))).toBe(addDays(days.at(-1)!, 1));
    }
  });
});

describe("parseMonthKey", () => {
  it.each([
    ["2026-03", "2026-03"],
    ["2026-12", "2026-12"],
    ["2026-13", undefined],
    ["2026-00", undefined],
    ["2026-3", undefined],
    ["March", undefined],
    ["0001-01", undefined],
    ["2026-03-01", undefined],
    ["", undefined],
    [null, undefined],
  ])("reads %j as %j", (value, expected) => {
    expect(parseMonthKey(value)).toBe(expected);
  });
});

describe("month arithmetic", () => {
  it.each([
    ["2026-12", 1, "2027-01"],
    ["2027-01", -1, "2026-12"],
    ["2026-03", 0, "2026-03"],
    ["2026-03", 13, "2027-04"],
  ])("moves %s by %i to %s", (month, by, expected) => {
    expect(shiftMonth(month, by)).toBe(expected);
  });

  it("takes the month and day in Los Angeles, not UTC", () => {
    const instant = new Date("2026-04-01T03:00:00Z");
    expect(monthOf(instant)).toBe("2026-03");
    expect(pacificDay(instant)).toBe("2026-03-31");
  });

  it("names the month with its year, in the page's language", () => {
    expect(monthLabel("2026-03", "en")).toBe("March 2026");
    expect(monthLabel("2026-03", "es")).toBe("marzo de 2026");
  });

  it("names days and the days of the week, Sunday first, in the page's language", () => {
    expect(dayLabel("2026-03-08", "en")).toBe("Sunday, March 8");
    expect(dayLabel("2026-03-08", "es")).toBe("domingo, 8 de marzo");
    expect(weekdayNames("en").map((day) => day.short)).toEqual([
      "Sun",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
    ]);
    expect(weekdayNames("es").map((day) => day.long)).toEqual([
      "domingo",
      "lunes",
      "martes",
      "miércoles",
      "jueves",
      "viernes",
      "sábado",
    ]);
  });

  it("moves days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("monthWeeks", () => {
  it.each([
    ["2026-02", 4, 0], // starts on a Sunday, 28 days
    ["2026-03", 5, 0],
    ["2026-08", 6, 6], // starts on a Saturday
    ["2026-11", 5, 0],
  ])("lays %s out in %i weeks starting in column %i", (month, weeks, column) => {
    const grid = monthWeeks(month);
    expect(grid).toHaveLength(weeks);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0]!.indexOf(`${month}-01`)).toBe(column);
    expect(grid.flat().filter(Boolean)).toEqual(monthDays(month));
  });
});
