import { describe, expect, it } from "vitest";
import { closuresListedOn, closuresOnDays, type CalendarClosure } from "./closure-days";

const closure = (id: string, first: string, last: string): CalendarClosure => ({
  id,
  kind: "closed",
  first,
  last,
  what: "Closed",
  where: "All sites and the main office",
  time: null,
  allSites: true,
  sites: [],
  stops: [],
  goesOn: [],
  programs: null,
  reason: id,
  days: `${first} – ${last}`,
});

const winterBreak = closure("winter-break", "2026-12-21", "2027-01-01");
const training = closure("training", "2026-12-04", "2026-12-04");

describe("closures on the calendar", () => {
  it("are on every day of the month they span, and on no other", () => {
    const december = closuresOnDays([training, winterBreak], "2026-12");
    expect(december.get("2026-12-04")).toEqual([training]);
    expect(december.get("2026-12-20")).toEqual([]);
    expect(december.get("2026-12-21")).toEqual([winterBreak]);
    expect(december.get("2026-12-31")).toEqual([winterBreak]);
    const january = closuresOnDays([training, winterBreak], "2027-01");
    expect(january.get("2027-01-01")).toEqual([winterBreak]);
    expect(january.get("2027-01-02")).toEqual([]);
  });

  it("are listed once a month, on their first day in it", () => {
    expect([...closuresListedOn([training, winterBreak], "2026-12")]).toEqual([
      ["2026-12-04", [training]],
      ["2026-12-21", [winterBreak]],
    ]);
    expect([...closuresListedOn([training, winterBreak], "2027-01")]).toEqual([
      ["2027-01-01", [winterBreak]],
    ]);
    expect([...closuresListedOn([training, winterBreak], "2027-02")]).toEqual([]);
  });
});
