// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CAMP_HEADER, CAMP_TABS, campTabs, weekDates } from "./sheets-data.mjs";

const tabs = campTabs();
const LOCATIONS = {
  EUSD: [
    "Maidu Elementary",
    "Greenhills Elementary",
    "Oakhills Elementary",
    "Excelsior Elementary",
  ],
  WPUSD: ["Lincoln Crossing Elementary", "Twelve Bridges Elementary", "Scott M. Leaman Elementary"],
  RAFOS: ["Rocklin Academy Gateway"],
};
const records = (tab) => tabs[tab].slice(1).filter((row) => row.length);

describe("camp tabs", () => {
  it("lists the tabs in sheet order with the header the site reads", () => {
    expect(Object.keys(tabs)).toEqual(["EUSD", "WPUSD", "RAFOS"]);
    for (const rows of Object.values(tabs)) expect(rows[0]).toEqual(CAMP_HEADER);
  });

  it.each(CAMP_TABS)(
    "has 2 to 4 camps in every week of $tab and no other week codes",
    ({ tab, prefix, weeks }) => {
      const codes = records(tab)
        .map((row) => row[6]?.trim())
        .filter(Boolean);
      for (let week = 1; week <= weeks; week++) {
        const count = codes.filter((code) => code === `${prefix} ${week}`).length;
        expect(count).toBeGreaterThanOrEqual(2);
        expect(count).toBeLessThanOrEqual(4);
      }
      expect(new Set(codes)).toEqual(
        new Set(Array.from({ length: weeks }, (_, i) => `${prefix} ${i + 1}`)),
      );
    },
  );

  it.each(CAMP_TABS)("uses only the district's campuses in $tab", ({ tab }) => {
    for (const row of records(tab)) expect(["", ...LOCATIONS[tab]]).toContain(row[1]);
  });

  it.each(CAMP_TABS)(
    "carries the irregular rows the site must cope with in $tab",
    ({ tab, prefix }) => {
      const rows = tabs[tab];
      const blank = rows.findIndex((row) => row.length === 0);
      expect(blank).toBeGreaterThan(5);
      expect(blank).toBeLessThan(rows.length - 5);
      expect(rows.some((row) => row[3] === "2025-06-16")).toBe(true);
      expect(rows.some((row) => row[4] === "TBD")).toBe(true);
      expect(rows.some((row) => row[6] === ` ${prefix} 3 `)).toBe(true);
      expect(rows.some((row) => row.length > 0 && row.length < 7)).toBe(true);
      const hostile = rows.find((row) => row[5]?.includes("<script>"));
      expect(hostile[5]).toContain("<img src=x>");
      expect(hostile[5]).toContain('href="javascript:');
      expect(hostile[5]).toContain('style="position:fixed;top:0;left:0;width:100%;height:100%"');
    },
  );

  it("never has a week 10 that a loose week filter could confuse with week 1", () => {
    const codes = Object.values(tabs).flatMap((rows) => rows.map((row) => row[6] ?? ""));
    expect(codes.some((code) => /\b10\b/.test(code))).toBe(false);
  });

  it.each([
    [1, ["6/9/2025", "6/13/2025"]],
    [2, ["6/16/2025", "6/20/2025"]],
    [8, ["7/28/2025", "8/1/2025"]],
    [9, ["8/4/2025", "8/8/2025"]],
  ])("dates week %i Monday to Friday as %j", (week, dates) => {
    expect(weekDates(week)).toEqual(dates);
  });

  it("has no Rocklin camps in the week of August 4th", () => {
    expect(records("RAFOS").some((row) => row[3] === "8/4/2025")).toBe(false);
  });

  it("gives each caller its own copy", () => {
    campTabs().EUSD[1][0] = "changed";
    expect(campTabs().EUSD[1][0]).not.toBe("changed");
  });
});
