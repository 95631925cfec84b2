import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  rangeForTab,
  recordsForTab,
  rowsToRecords,
  sheetTitles,
  tabOfRange,
  valueRangeForTab,
} from "./sheet-rows";

const header = ["title", "generalTime", "subGroup", "startDate", "endDate", "description", "group"];

describe("rowsToRecords", () => {
  test.each([
    {
      name: "keys each later row by the header row",
      values: [header, ["Art", "Maidu", "Arts", "6/9/2025", "6/13/2025", "<p>Paint</p>", "EU 1"]],
      expected: [
        {
          title: "Art",
          generalTime: "Maidu",
          subGroup: "Arts",
          startDate: "6/9/2025",
          endDate: "6/13/2025",
          description: "<p>Paint</p>",
          group: "EU 1",
        },
      ],
    },
    {
      name: "drops blank rows, whether [] or all empty strings",
      values: [["a", "b"], [], ["1", "2"], ["", ""], ["  ", ""], ["3"]],
      expected: [
        { a: "1", b: "2" },
        { a: "3", b: "" },
      ],
    },
    {
      name: "pads ragged rows with empty strings",
      values: [["a", "b", "c"], ["", "x"], ["y"]],
      expected: [
        { a: "", b: "x", c: "" },
        { a: "y", b: "", c: "" },
      ],
    },
    {
      name: "ignores cells beyond the named columns",
      values: [["a"], ["1", "extra", "more"]],
      expected: [{ a: "1" }],
    },
    {
      name: "leaves out columns the header does not name",
      values: [
        ["title", "", "group"],
        ["Art", "unnamed", "EU 1"],
      ],
      expected: [{ title: "Art", group: "EU 1" }],
    },
    {
      name: "keeps the first of two columns with the same name",
      values: [
        ["a", "a"],
        ["first", "second"],
      ],
      expected: [{ a: "first" }],
    },
    {
      name: "trims header names",
      values: [[" title "], ["Art"]],
      expected: [{ title: "Art" }],
    },
    { name: "gives nothing for a header-only tab", values: [header], expected: [] },
    { name: "gives nothing for no rows at all", values: [], expected: [] },
    { name: "gives nothing when values is missing", values: undefined, expected: [] },
    {
      name: "reads numbers and booleans as text and other cells as empty",
      values: [
        ["a", "b", "c", "d"],
        [53, true, null, { x: 1 }],
      ],
      expected: [{ a: "53", b: "true", c: "", d: "" }],
    },
    {
      name: "keeps a row whose only value is outside the named columns",
      values: [["a"], ["", "stray"]],
      expected: [{ a: "" }],
    },
    {
      name: "treats a row that is not an array as blank",
      values: [["a"], "nope", ["1"]],
      expected: [{ a: "1" }],
    },
  ])("$name", ({ values, expected }) => {
    expect(rowsToRecords(values)).toEqual(expected);
  });

  test("takes the column names from a later header row when asked", () => {
    const values = [["Summer 2025"], ["title", "group"], ["Art", "EU 1"]];
    expect(rowsToRecords(values, 1)).toEqual([{ title: "Art", group: "EU 1" }]);
  });

  test("keeps a column named __proto__ as an ordinary field", () => {
    const [record] = rowsToRecords([["__proto__"], ["x"]]);
    expect(Object.getOwnPropertyDescriptor(record, "__proto__")?.value).toBe("x");
  });
});

describe("tabOfRange", () => {
  test.each([
    ["EUSD!A1:Z1000", "EUSD"],
    ["'EUSD'!A1:Z1000", "EUSD"],
    ["EUSD", "EUSD"],
    ["'Summer 2025'!A1:G40", "Summer 2025"],
    ["'It''s here'!A1", "It's here"],
    ["'D3'!A1:D4", "D3"],
  ])("reads %s as the tab %s", (range, tab) => {
    expect(tabOfRange(range)).toBe(tab);
  });
});

describe("rangeForTab", () => {
  test.each([
    ["EUSD", "EUSD"],
    ["RAFOS", "RAFOS"],
    ["Summer 2025", "'Summer 2025'"],
    ["It's", "'It''s'"],
    ["D3", "'D3'"],
  ])("asks for %s as %s", (tab, range) => {
    expect(rangeForTab(tab)).toBe(range);
  });
});

describe("recordsForTab", () => {
  const response = (range: string, values?: unknown[][]) => ({
    spreadsheetId: "sheet",
    valueRanges: [{ range, majorDimension: "ROWS", ...(values ? { values } : {}) }],
  });

  test.each(["EUSD!A1:G40", "'EUSD'!A1:G40", "eusd!A1:G40"])(
    "finds the tab in the range echo %s",
    (range) => {
      expect(recordsForTab(response(range, [["title"], ["Art"]]), "EUSD")).toEqual([
        { title: "Art" },
      ]);
    },
  );

  test("takes the tab's own value range when several come back", () => {
    const answer = {
      valueRanges: [
        { range: "WPUSD!A1:B2", values: [["title"], ["Wrong"]] },
        { range: "EUSD!A1:B2", values: [["title"], ["Right"]] },
        { range: "EUSD!A1:B2", values: [["title"], ["Second page"]] },
      ],
    };
    expect(recordsForTab(answer, "EUSD")).toEqual([{ title: "Right" }]);
  });

  test("falls back to the first value range when the echo names no known tab", () => {
    expect(recordsForTab(response("A1:G40", [["title"], ["Art"]]), "EUSD")).toEqual([
      { title: "Art" },
    ]);
  });

  test("gives nothing for an empty tab with no values key", () => {
    expect(recordsForTab(response("EUSD!A1:Z1000"), "EUSD")).toEqual([]);
  });

  test.each([null, undefined, "text", 42, {}, { valueRanges: "x" }, { valueRanges: [null] }])(
    "gives nothing for the malformed response %j",
    (answer) => {
      expect(recordsForTab(answer, "EUSD")).toEqual([]);
      expect(valueRangeForTab(answer, "EUSD")).toBeNull();
    },
  );
});

describe("sheetTitles", () => {
  test("lists tab titles in order", () => {
    const answer = {
      sheets: [
        { properties: { title: "EUSD" } },
        { properties: { title: "WPUSD" } },
        { properties: {} },
        { properties: { title: "RAFOS" } },
      ],
    };
    expect(sheetTitles(answer)).toEqual(["EUSD", "WPUSD", "RAFOS"]);
  });

  test.each([null, {}, { sheets: "x" }, { sheets: [null, 1, { properties: null }] }])(
    "gives no titles for %j",
    (answer) => {
      expect(sheetTitles(answer)).toEqual([]);
    },
  );
});

describe("parsing any sheet", () => {
  const cell = fc.oneof(
    fc.string(),
    fc.constantFrom("", " ", "  "),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
  );
  const row = fc.oneof(fc.array(cell, { maxLength: 8 }), fc.constant([]), fc.anything());
  const values = fc.array(row, { maxLength: 20 });
  // The oracle: cells as the sheet shows them, and rows that show anything at all.
  const shown = (c: unknown) =>
    typeof c === "string" ? c : typeof c === "number" || typeof c === "boolean" ? String(c) : "";
  const isNonBlankRow = (r: unknown) => Array.isArray(r) && r.some((c) => shown(c).trim() !== "");

  test("never throws, whatever the response", () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (answer, tab) => {
        recordsForTab(answer, tab);
        sheetTitles(answer);
        tabOfRange(tab);
      }),
    );
  });

  test("keeps every non-blank row, in order, with every named column", () => {
    fc.assert(
      fc.property(values, fc.nat({ max: 3 }), (rows, headerRow) => {
        const records = rowsToRecords(rows, headerRow);
        const dataRows = rows.slice(headerRow + 1).filter(isNonBlankRow);
        expect(records).toHaveLength(dataRows.length);
        const named = new Set(
          (Array.isArray(rows[headerRow]) ? (rows[headerRow] as unknown[]) : [])
            .map((c) => shown(c).trim())
            .filter((c) => c !== ""),
        );
        for (const record of records) expect(new Set(Object.keys(record))).toEqual(named);
      }),
    );
  });

  test("a tab name survives the trip through a range and its echo", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (tab) => {
        expect(tabOfRange(`${rangeForTab(tab)}!A1:Z1000`)).toBe(tab);
      }),
    );
  });
});
