import { describe, expect, test } from "vitest";
import {
  MissingColumnsError,
  matchesSearch,
  parseWeek,
  searchExamples,
  sortByStartDate,
  toCampRows,
  visibleCamps,
  weekOf,
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
    week: weekOf(group, { prefix: "EU", weekCount: 9 }),
  };
}

describe("weekOf", () => {
  const eu = { prefix: "EU", weekCount: 9 };
  test.each([
    ["EU 1", 1],
    [" EU 1 ", 1],
    ["EU 1\t", 1],
    ["eu 1", 1],
    ["EU1", 1],
    ["EU  1", 1],
    ["Eu 9", 9],
    ["EU 10", null],
    ["EU 11", null],
    ["EU 0", null],
    ["WP 1", null],
    ["EUR 1", null],
    ["E U 1", 1],
    ["", null],
    ["TBD", null],
  ])("reads %j as week %s", (group, week) => {
    expect(weekOf(group, eu)).toBe(week);
  });

  test("knows each preview's own weeks", () => {
    expect(weekOf("RAFOS 8", { prefix: "RAFOS", weekCount: 8 })).toBe(8);
    expect(weekOf("RAFOS 9", { prefix: "RAFOS", weekCount: 8 })).toBeNull();
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
    camp("Chess", " eu1 ", "6/9/2025", "Games"),
    camp("Rockets", "EU 10", "6/9/2025", "Science"),
    camp("Drama", "EU 2", "6/16/2025", "Arts"),
  ];
  const show = (week: number | null, query = "") =>
    visibleCamps(rows, { week, query, sort: "none" }).map((r) => r.title);

  test("shows every camp for All Weeks, a camp in no week of the list included", () => {
    expect(show(null)).toEqual(["Art Attack", "Chess", "Rockets", "Drama"]);
  });

  test("shows the week's own camps, however the code is typed, never EU 10 under Week 1", () => {
    expect(show(1)).toEqual(["Art Attack", "Chess"]);
  });

  test("combines the week with the search", () => {
    expect(show(1, "arts")).toEqual(["Art Attack"]);
    expect(show(null, "arts")).toEqual(["Art Attack", "Drama"]);
    expect(show(2, "chess")).toEqual([]);
  });
});

describe("toCampRows", () => {
  const eu = { prefix: "EU", weekCount: 9 };
  const header = [
    "title",
    "generalTime",
    "subGroup",
    "startDate",
    "endDate",
    "description",
    "group",
  ];

  test("maps the sheet's columns to the preview's fields, and the code to its week", () => {
    const [row] = toCampRows(
      {
        columns: header,
        records: [
          {
            title: "Art",
            generalTime: "Maidu",
            subGroup: "Arts",
            startDate: "6/9/2025",
            endDate: "6/13/2025",
            description: "<p>Paint</p>",
            group: "eu 1",
          },
        ],
      },
      "EUSD",
      eu,
    );
    expect(row).toEqual({
      key: "0",
      title: "Art",
      location: "Maidu",
      category: "Arts",
      startDate: "6/9/2025",
      endDate: "6/13/2025",
      description: "<p>Paint</p>",
      group: "eu 1",
      week: 1,
    });
  });

  test("forgives case and spaces in the column names", () => {
    const columns = [
      "Title",
      "general time",
      "SubGroup",
      "Start Date",
      "endDate",
      "Description",
      " GROUP ",
    ];
    const record = Object.fromEntries(columns.map((name) => [name, name.trim()]));
    const [row] = toCampRows({ columns, records: [record] }, "EUSD", eu);
    expect(row).toMatchObject({ title: "Title", location: "general time", group: "GROUP" });
  });

  test("fills cells a short row lacks with empty text", () => {
    const [row] = toCampRows({ columns: header, records: [{ title: "Art" }] }, "EUSD", eu);
    expect(row).toMatchObject({ group: "", location: "", week: null });
  });

  test("reads an empty tab as no camps", () => {
    expect(toCampRows({ columns: [], records: [] }, "EUSD", eu)).toEqual([]);
  });

  test("refuses a tab whose first row is a camp, naming the tab and the missing columns", () => {
    const firstCamp = [
      "Art Attack",
      "Maidu",
      "Arts",
      "6/9/2025",
      "6/13/2025",
      "<p>Paint</p>",
      "EU 1",
    ];
    const failure = () => toCampRows({ columns: firstCamp, records: [] }, "EUSD", eu);
    expect(failure).toThrow(MissingColumnsError);
    expect(failure).toThrow(
      "The EUSD tab's first row has no column named title, generalTime, subGroup, startDate, endDate, description, group",
    );
  });

  test("names only the columns that are missing", () => {
    const failure = () =>
      toCampRows({ columns: header.filter((name) => name !== "group"), records: [] }, "WPUSD", eu);
    expect(failure).toThrow(/no column named group,/);
  });
});

describe("searchExamples", () => {
  test("gives the first camp's name and the category most camps share, each of which finds camps", () => {
    const rows = [
      camp("  ", "EU 1", "", "Arts"),
      camp("Robots", "EU 1", "", "Science"),
      camp("Space Lab", "EU 2", "", "Science"),
    ];
    const examples = searchExamples(rows);
    expect(examples).toEqual({ title: "Robots", category: "Science" });
    for (const query of Object.values(examples!)) {
      expect(rows.some((row) => matchesSearch(row, query))).toBe(true);
    }
  });

  test("keeps the sheet's first category in a tie, and has none for a list without names or categories", () => {
    expect(searchExamples([camp("A", "", "", "Arts"), camp("B", "", "", "Science")])).toEqual({
      title: "A",
      category: "Arts",
    });
    expect(searchExamples([camp("A", "EU 1")])).toBeUndefined();
    expect(searchExamples([])).toBeUndefined();
  });
});
