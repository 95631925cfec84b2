import { describe, expect, it } from "vitest";
import { overlap, pacificDay, stillTrue } from "./days";

describe("a fact true until its last day", () => {
  it("is still true on its last day in Los Angeles, and no longer the day after", () => {
    expect(stillTrue("2027-06-30", "2027-06-30")).toBe(true);
    expect(stillTrue("2027-06-30", "2027-07-01")).toBe(false);
    // Late in the evening in California is already the next day in UTC: still the last day.
    expect(stillTrue("2027-06-30", pacificDay(new Date("2027-07-01T06:30:00Z")))).toBe(true);
    expect(stillTrue("2027-06-30", pacificDay(new Date("2027-07-01T07:30:00Z")))).toBe(false);
  });
});

describe("the days two windows share", () => {
  it("keeps the later start and the earlier end, or says they share none", () => {
    expect(overlap({ until: "2027-05-28" }, { from: "2026-12-01", until: "2026-12-14" })).toEqual({
      from: "2026-12-01",
      until: "2026-12-14",
    });
    expect(overlap({}, { from: "2026-12-01" })).toEqual({ from: "2026-12-01" });
    expect(overlap({ until: "2026-11-30" }, { from: "2026-12-01" })).toBeNull();
  });
});
