// @vitest-environment node
import { describe, expect, it } from "vitest";
import { occurrences, parseRecurrence } from "./rrule.mjs";
import { formatDateTime, zonedDateTime } from "./time.mjs";

const starts = (rrule, dtstart, beforeMs) =>
  [...occurrences(parseRecurrence([rrule]), dtstart, beforeMs)].map(formatDateTime);

describe("parseRecurrence", () => {
  it.each([
    [["RRULE:FREQ=MONTHLY"], /FREQ/],
    [["RRULE:FREQ=WEEKLY;BYMONTHDAY=3"], /unsupported RRULE part BYMONTHDAY/],
    [["RRULE:FREQ=WEEKLY;BYDAY=XX"], /bad BYDAY/],
    [["RRULE:FREQ=WEEKLY;UNTIL=tomorrow"], /bad UNTIL/],
    [["RRULE:FREQ=WEEKLY;INTERVAL=0"], /bad INTERVAL/],
    [["RRULE:FREQ=DAILY;COUNT=many"], /bad COUNT/],
    [["EXDATE:20261104T230000Z"], /one RRULE line/],
    ["RRULE:FREQ=WEEKLY", /one RRULE line/],
  ])("rejects %j", (recurrence, message) => {
    expect(() => parseRecurrence(recurrence)).toThrow(message);
  });
});

describe("occurrences", () => {
  const wednesday = zonedDateTime("2027-03-03", "15:00");

  it("keeps the wall-clock time across the start of daylight saving time", () => {
    expect(starts("RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=3", wednesday)).toEqual([
      "2027-03-03T15:00:00-08:00",
      "2027-03-10T15:00:00-08:00",
      "2027-03-17T15:00:00-07:00",
    ]);
  });

  it.each([
    ["UNTIL as a UTC time", "RRULE:FREQ=WEEKLY;UNTIL=20270310T230000Z", 2],
    ["UNTIL as a date", "RRULE:FREQ=WEEKLY;UNTIL=20270317", 3],
    ["INTERVAL=2", "RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=3", 3],
    ["several BYDAY values", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4", 4],
    ["DAILY with COUNT", "RRULE:FREQ=DAILY;COUNT=5", 5],
  ])("stops as %s says", (_, rrule, count) => {
    expect(starts(rrule, wednesday)).toHaveLength(count);
  });

  it("skips alternate weeks with INTERVAL=2 and lists BYDAY days in date order", () => {
    expect(starts("RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=2", wednesday)).toEqual([
      "2027-03-03T15:00:00-08:00",
      "2027-03-17T15:00:00-07:00",
    ]);
    expect(
      starts("RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=3", wednesday).map((s) => s.slice(0, 10)),
    ).toEqual(["2027-03-03", "2027-03-08", "2027-03-10"]);
  });

  it("stops before the upper bound of the requested range", () => {
    const bound = Date.parse("2027-03-17T22:00:00Z");
    expect(starts("RRULE:FREQ=WEEKLY", wednesday, bound)).toHaveLength(2);
  });
});
