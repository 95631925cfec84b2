// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cellRenderer, isFormula, typedCell } from "./sheets-cells.mjs";

const JUNE_9_2025 = 45817;

describe("typedCell", () => {
  it.each([
    ["53", 53],
    ["1.5", 1.5],
    ["-3", -3],
    ["1,250.5", 1250.5],
    [".5", 0.5],
    ["7%", 0.07],
    ["$12", 12],
    ["1e3", 1000],
    [" 53 ", 53],
  ])("reads %j as the number %d", (typed, value) => {
    expect(typedCell(typed)).toEqual({ type: "number", value, shown: typed });
  });

  it.each([
    ["2020-01-01", 43831],
    ["6/9/2025", JUNE_9_2025],
    ["2025-06-09", JUNE_9_2025],
    ["2025/6/9", JUNE_9_2025],
    ["12/30/1899", 0],
    ["6/9/2025 18:00", JUNE_9_2025 + 0.75],
    ["9:30 AM", 9.5 / 24],
    ["12:00 am", 0],
    ["6:15:30 pm", (18 * 3600 + 15 * 60 + 30) / 86_400],
  ])("reads %j as a date or time with serial number %d", (typed, value) => {
    expect(typedCell(typed)).toEqual({ type: "date", value, shown: typed });
  });

  it.each([
    ["TRUE", true],
    ["false", false],
    [true, true],
  ])("reads %j as a boolean", (typed, value) => {
    expect(typedCell(typed)).toMatchObject({ type: "boolean", value, shown: String(typed) });
  });

  it.each([
    "TBD",
    "EU 1",
    " EU 3 ",
    "Grades 1-3",
    "TK/K",
    "2/30/2025",
    "6/9/20255",
    "25:00",
    "1,25",
    "<p>Camp</p>",
    "   ",
  ])("keeps %j as text", (typed) => {
    expect(typedCell(typed)).toEqual({ type: "text", value: typed, shown: typed });
  });

  it('keeps JSON numbers and treats null and "" as empty', () => {
    expect(typedCell(2.5)).toEqual({ type: "number", value: 2.5, shown: "2.5" });
    expect(typedCell(null)).toEqual({ type: "empty", value: "", shown: "" });
    expect(typedCell("")).toEqual({ type: "empty", value: "", shown: "" });
  });

  it("recognises a formula only by its leading =", () => {
    expect([isFormula("=SUM(A1:A3)"), isFormula("a = b"), isFormula(3)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe("cellRenderer", () => {
  const cells = ["53", "6/9/2025", "TRUE", "TBD", null];

  it("shows every cell as typed under FORMATTED_VALUE, whatever dateTimeRenderOption says", () => {
    const render = cellRenderer({ dateTimeRenderOption: "SERIAL_NUMBER" });
    expect(cells.map(render)).toEqual(["53", "6/9/2025", "TRUE", "TBD", ""]);
  });

  it.each(["UNFORMATTED_VALUE", "FORMULA"])(
    "gives numbers, booleans and date serials under %s",
    (valueRenderOption) => {
      expect(cells.map(cellRenderer({ valueRenderOption }))).toEqual([
        53,
        JUNE_9_2025,
        true,
        "TBD",
        "",
      ]);
    },
  );

  it("shows dates as typed with FORMATTED_STRING and leaves numbers alone", () => {
    const render = cellRenderer({
      valueRenderOption: "UNFORMATTED_VALUE",
      dateTimeRenderOption: "FORMATTED_STRING",
    });
    expect(cells.map(render)).toEqual([53, "6/9/2025", true, "TBD", ""]);
  });
});
