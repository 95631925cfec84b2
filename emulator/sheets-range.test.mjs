// @vitest-environment node
import { describe, expect, it } from "vitest";
import { boxValues, columnName, resolveRange, sheetLabel } from "./sheets-range.mjs";

const tabs = { EUSD: [["a"]], "Week 1": [], "It's": [], D3: [], Sheet_2: [] };

describe("resolveRange", () => {
  it.each([
    ["EUSD", "EUSD!A1:Z1000"],
    ["'EUSD'", "EUSD!A1:Z1000"],
    ["EUSD!A:F", "EUSD!A1:F1000"],
    ["EUSD!a1:f50", "EUSD!A1:F50"],
    ["EUSD!F50:A1", "EUSD!A1:F50"],
    ["EUSD!2:10", "EUSD!A2:Z10"],
    ["EUSD!A2:F", "EUSD!A2:F1000"],
    ["EUSD!C3", "EUSD!C3"],
    ["'Week 1'!A1:B2", "'Week 1'!A1:B2"],
    ["'It''s'", "'It''s'!A1:Z1000"],
    ["'D3'!A1:D4", "'D3'!A1:D4"],
    ["Sheet_2", "Sheet_2!A1:Z1000"],
    ["A1:B2", "EUSD!A1:B2"],
  ])("reads %s as %s", (text, label) => {
    expect(resolveRange(text, tabs).label).toBe(label);
  });

  it.each([
    "NOPE",
    "'NOPE'",
    "EUSD!",
    "EUSD!A0:B2",
    "EUSD!A1:B2:C3",
    "EUSD!1A",
    "'EUSD",
    "'EUSD'A1",
    "Week 1",
    "EUSD!A",
  ])("cannot parse %s", (text) => {
    expect(resolveRange(text, tabs)).toEqual({ error: `Unable to parse range: ${text}` });
  });

  it("reports a range beyond the grid as Google does", () => {
    expect(resolveRange("EUSD!A1:AB5", tabs).error).toBe(
      "Range (EUSD!A1:AB5) exceeds grid limits. Max rows: 1000, max columns: 26",
    );
  });
});

describe("sheetLabel and columnName", () => {
  it.each([
    ["EUSD", "EUSD"],
    ["My Tab", "'My Tab'"],
    ["AB12", "'AB12'"],
    ["R1C1", "'R1C1'"],
    ["Bob's", "'Bob''s'"],
  ])("labels %s as %s", (name, label) => expect(sheetLabel(name)).toBe(label));

  it.each([
    [1, "A"],
    [26, "Z"],
    [27, "AA"],
    [702, "ZZ"],
    [703, "AAA"],
  ])("names column %i %s", (index, name) => expect(columnName(index)).toBe(name));
});

describe("boxValues", () => {
  const rows = [["h1", "h2", "h3"], [], ["x", "", "z", ""], ["", "", ""], [1, null, 2.5], [], []];
  const box = (c1, r1, c2, r2) => ({ c1, r1, c2, r2 });

  it("returns strings, drops trailing blanks, keeps interior blanks and blank rows as []", () => {
    expect(boxValues(rows, box(1, 1, 26, 1000))).toEqual([
      ["h1", "h2", "h3"],
      [],
      ["x", "", "z"],
      [],
      ["1", "", "2.5"],
    ]);
  });

  it("cuts columns and rows to the box", () => {
    expect(boxValues(rows, box(2, 3, 3, 5))).toEqual([["", "z"], [], ["", "2.5"]]);
  });

  it("is empty for a box with no data", () => {
    expect(boxValues(rows, box(1, 900, 6, 910))).toEqual([]);
  });
});
