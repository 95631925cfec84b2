import { describe, expect, it } from "vitest";
import {
  LATE_BUILD_DAYS,
  SOON_DAYS,
  carried,
  inEffect,
  isShown,
  placeWindows,
  schoolYearOf,
  soon,
  upcoming,
} from "./closure-windows";
import { addDays, dayRange, pacificDay } from "./days";

describe("days in Los Angeles", () => {
  it.each([
    ["2026-11-26T07:59:00Z", "2026-11-25"],
    ["2026-11-26T08:00:00Z", "2026-11-26"],
    // Summer time: 7 hours behind UTC.
    ["2027-07-04T06:59:00Z", "2027-07-03"],
    ["2027-07-04T07:00:00Z", "2027-07-04"],
  ])("at %s, today is %s", (instant, day) => {
    expect(pacificDay(new Date(instant))).toBe(day);
  });

  it("moves by calendar days, across months, years and clock changes", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-14", -1)).toBe("2027-03-13");
    expect(addDays("2026-11-01", 14)).toBe("2026-11-15");
  });

  it("names one day, or the first and last, in each language", () => {
    expect(dayRange("2026-11-26", "2026-11-26", "en")).toBe("Thursday, November 26");
    expect(dayRange("2026-11-26", "2026-11-27", "en")).toBe(
      "Thursday, November 26 – Friday, November 27",
    );
    expect(dayRange("2026-11-26", "2026-11-27", "es")).toBe(
      "del jueves, 26 de noviembre al viernes, 27 de noviembre",
    );
  });
});

describe("the school year", () => {
  it("runs from July 1 to June 30", () => {
    expect(schoolYearOf("2026-11-28")).toEqual({ first: "2026-07-01", last: "2027-06-30" });
    expect(schoolYearOf("2027-06-30")).toEqual({ first: "2026-07-01", last: "2027-06-30" });
    expect(schoolYearOf("2027-07-01")).toEqual({ first: "2027-07-01", last: "2028-06-30" });
  });
});

describe("the days a closure shows on", () => {
  const closure = { first: "2026-12-21", last: "2027-01-01" };

  it("on the Closures page, until its last day is over", () => {
    expect(isShown(upcoming(closure), "2026-11-24")).toBe(true);
    expect(isShown(upcoming(closure), "2027-01-01")).toBe(true);
    expect(isShown(upcoming(closure), "2027-01-02")).toBe(false);
  });

  it("on a site's page, from two weeks before its first day to its last", () => {
    const window = soon(closure);
    expect(isShown(window, addDays(closure.first, -SOON_DAYS - 1))).toBe(false);
    expect(isShown(window, addDays(closure.first, -SOON_DAYS))).toBe(true);
    expect(isShown(window, closure.last)).toBe(true);
    expect(isShown(window, addDays(closure.last, 1))).toBe(false);
  });

  it("in the banner, on its own days only", () => {
    const window = inEffect(closure);
    expect(isShown(window, "2026-12-20")).toBe(false);
    expect(isShown(window, "2026-12-21")).toBe(true);
    expect(isShown(window, "2027-01-01")).toBe(true);
    expect(isShown(window, "2027-01-02")).toBe(false);
  });

  it("is carried by a page built up to the late-build margin before its window opens, and not once it is over", () => {
    const window = inEffect(closure);
    expect(carried(window, addDays(closure.first, -LATE_BUILD_DAYS))).toBe(true);
    expect(carried(window, addDays(closure.first, -LATE_BUILD_DAYS - 1))).toBe(false);
    expect(carried(window, closure.last)).toBe(true);
    expect(carried(window, addDays(closure.last, 1))).toBe(false);
  });
});

describe("the days a status of places is current", () => {
  it("is current up to the staff's number of days after it was checked, then old", () => {
    const { current, stale } = placeWindows("2026-11-20", 14);
    expect(isShown(current, "2026-12-04")).toBe(true);
    expect(isShown(stale, "2026-12-04")).toBe(false);
    expect(isShown(current, "2026-12-05")).toBe(false);
    expect(isShown(stale, "2026-12-05")).toBe(true);
  });
});
