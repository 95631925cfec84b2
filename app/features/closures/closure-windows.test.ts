import { describe, expect, it } from "vitest";
import {
  LATE_BUILD_DAYS,
  SOON_DAYS,
  carried,
  inEffect,
  isShown,
  nextWindows,
  passed,
  placeWindows,
  schoolYearOf,
  soon,
  upcoming,
} from "./closure-windows";
import { addDays, dayRange, longDay, pacificDay } from "./days";

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
    // The month named once when both days fall in it, both months otherwise.
    expect(dayRange("2026-11-26", "2026-11-27", "es")).toBe(
      "del jueves 26 al viernes 27 de noviembre",
    );
    expect(dayRange("2026-12-21", "2027-01-01", "es")).toBe(
      "del lunes 21 de diciembre al viernes 1 de enero",
    );
  });

  // Inside a sentence a Spanish weekday takes no comma (i18n/day-names.test.ts).
  it("keeps the comma after the weekday in a dateline", () => {
    expect(longDay("2027-01-01", "es")).toBe("viernes, 1 de enero de 2027");
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

describe("the school year", () => {
  it("runs from July 1 to June 30", () => {
    expect(schoolYearOf("2026-11-28")).toEqual({ first: "2026-07-01", last: "2027-06-30" });
    expect(schoolYearOf("2027-06-30")).toEqual({ first: "2026-07-01", last: "2027-06-30" });
    expect(schoolYearOf("2027-07-01")).toEqual({ first: "2027-07-01", last: "2028-06-30" });
  });

  it("keeps a closure on the Closures page from the day after it to the end of its school year", () => {
    const window = passed({ first: "2026-11-26", last: "2026-11-27" });
    expect(isShown(window, "2026-11-27")).toBe(false);
    expect(isShown(window, "2026-11-28")).toBe(true);
    expect(isShown(window, "2027-06-30")).toBe(true);
    expect(isShown(window, "2027-07-01")).toBe(false);
  });
});

describe("the next closure, on the home page", () => {
  const training = { first: "2026-12-04", last: "2026-12-04" };
  const sameDay = { first: "2026-12-04", last: "2026-12-04" };
  const winterBreak = { first: "2026-12-21", last: "2027-01-01" };
  const [first, second, third] = nextWindows([training, sameDay, winterBreak]);

  it("shows from two weeks before it, with any closure starting the same day, until it is over", () => {
    expect(isShown(first!, "2026-11-19")).toBe(false);
    expect(isShown(first!, "2026-11-20")).toBe(true);
    expect(isShown(second!, "2026-11-20")).toBe(true);
    expect(isShown(first!, "2026-12-05")).toBe(false);
  });

  it("waits for the one before it to be over, and for its own two weeks", () => {
    expect(isShown(third!, "2026-12-04")).toBe(false);
    expect(isShown(third!, "2026-12-06")).toBe(false);
    expect(isShown(third!, "2026-12-07")).toBe(true);
    expect(isShown(third!, "2027-01-01")).toBe(true);
    expect(isShown(third!, "2027-01-02")).toBe(false);
  });
});
