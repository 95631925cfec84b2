import { describe, expect, test } from "vitest";
import {
  isInWeek,
  matchesSearch,
  parseWeek,
  sortByStartDate,
  toCampRows,
  visibleCamps,
  weekCode,
  type CampRow,
} from "./camp-rows";

function camp(title: string, group: string, startDate = "", category = ""): CampRow {
  return {
    key: title,
    title,
    location: "",
    category,
    startDate,
    endDate: "",
    description: "",
    group,
  };
}

describe("isInWeek", () => {
  test.each([
    ["EU 1", "EU 1", true],
    [" EU 1 ", "EU 1", true],
    ["EU 1\t", "EU 1", true],
    ["EU 10", "EU 1", false],
    ["EU 1", "EU 10", false],
    ["EU 11", "EU 1", false],
    ["WP 1", "EU 1", false],
    ["eu 1", "EU 1", false],
    ["EU1", "EU 1", false],
    ["RAFOS 8", "RAFOS 8", true],
    ["", "EU 1", false],
  ])("group %j in week %j: %s", (group, code, expected) => {
    expect(isInWeek({ group }, code)).toBe(expected);
  });

  test("builds week codes from the prefix and number", () => {
    expect(weekCode("RAFOS", 8)).toBe("RAFOS 8");
  });
});

describe("parseWeek", () => {
  test.each([
    ["3", 9, 3],
    ["1", 9, 1],
    ["9", 9, 9],
    ["9", 8, null],
    ["0", 9, null],
    ["-1", 9, null],
    ["3.5", 9, null],
    ["abc", 9, null],
    ["", 9, null],
    [" 3", 9, null],
    ["1e1", 9, null],
    [null, 9, null],
  ] as const)("reads %j with %i weeks as %j", (value, weeks, expected) => {
    expect(parseWeek(value, weeks)).toBe(expected);
  });
});

describe("matchesSearch", () => {
  const row = { title: "Lego  Robotics", category: "Science & Tech" };
  test.each([
    ["", true],
    ["   ", true],
    ["lego", true],
    ["LEGO robotics", true],
    ["science", true],
    ["& tech", true],
    ["art", false],
  ])("%j matches: %s", (query, expected) => {
    expect(matchesSearch(row, query)).toBe(expected);
  });
});

describe("sortByStartDate", () => {
  const rows = [
    camp("B", "EU 2", "6/16/2025"),
    camp("Unknown", "EU 3", "TBD"),
    camp("A", "EU 1", "2025-06-09"),
    camp("C", "EU 9", "August 4, 2025"),
  ];
  const titles = (list: CampRow[]) => list.map((row) => row.title);

  test("keeps the sheet's order until asked", () => {
    expect(titles(sortByStartDate(rows, "none"))).toEqual(["B", "Unknown", "A", "C"]);
  });

  test("sorts earliest first, unreadable dates last", () => {
    expect(titles(sortByStartDate(rows, "ascending"))).toEqual(["A", "B", "C", "Unknown"]);
  });

  test("sorts latest first, unreadable dates still last", () => {
    expect(titles(sortByStartDate(rows, "descending"))).toEqual(["C", "B", "A", "Unknown"]);
  });
});

describe("visibleCamps", () => {
  const rows = [
    camp("Art Attack", "EU 1", "6/9/2025", "Arts"),
    camp("Chess", " EU 1 ", "6/9/2025", "Games"),
    camp("Rockets", "EU 10", "6/9/2025", "Science"),
    camp("Drama", "EU 2", "6/16/2025", "Arts"),
  ];
  const show = (week: number | null, query = "") =>
    visibleCamps(rows, { week, weekPrefix: "EU", query, sort: "none" }).map((r) => r.title);

  test("shows every camp for All Weeks", () => {
    expect(show(null)).toEqual(["Art Attack", "Chess", "Rockets", "Drama"]);
  });

  test("shows only the week's own code, never EU 10 under Week 1", () => {
    expect(show(1)).toEqual(["Art Attack", "Chess"]);
  });

  test("combines the week with the search", () => {
    expect(show(1, "arts")).toEqual(["Art Attack"]);
    expect(show(null, "arts")).toEqual(["Art Attack", "Drama"]);
    expect(show(2, "chess")).toEqual([]);
  });
});

describe("toCampRows", () => {
  test("maps the sheet's columns to the preview's fields", () => {
    const [row] = toCampRows([
      {
        title: "Art",
        generalTime: "Maidu",
        subGroup: "Arts",
        startDate: "6/9/2025",
        endDate: "6/13/2025",
        description: "<p>Paint</p>",
        group: "EU 1",
      },
    ]);
    expect(row).toEqual({
      key: "0",
      title: "Art",
      location: "Maidu",
      category: "Arts",
      startDate: "6/9/2025",
      endDate: "6/13/2025",
      description: "<p>Paint</p>",
      group: "EU 1",
    });
  });

  test("fills columns the sheet lacks with empty text", () => {
    expect(toCampRows([{ title: "Art" }])[0]).toMatchObject({ group: "", location: "" });
  });
});
