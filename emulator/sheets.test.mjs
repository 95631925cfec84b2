// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import { DEMO_API_KEY, DEMO_PRIVATE_SHEET_ID, DEMO_SHEET_ID } from "./demo-config.mjs";
import { batchGetUrl, getJson, postJson, useEmulator } from "./test-helpers.mjs";

const emulator = useEmulator();
const batchGet = (ranges, extra, sheetId) =>
  getJson(batchGetUrl(emulator.url, ranges, extra, sheetId));
const spreadsheetUrl = (query = "") =>
  `${emulator.url}/sheets/v4/spreadsheets/${DEMO_SHEET_ID}?key=${DEMO_API_KEY}${query}`;

beforeEach(() => postJson(emulator.url, "/__control/reset", {}));

describe("values:batchGet", () => {
  it("answers several ranges in request order with the ranges normalised to the grid", async () => {
    const { status, body } = await batchGet(["RAFOS", "'EUSD'", "WPUSD!A:F", "EUSD!a2:b3"]);
    expect(status).toBe(200);
    expect(body.spreadsheetId).toBe(DEMO_SHEET_ID);
    expect(body.valueRanges.map((r) => [r.range, r.majorDimension])).toEqual([
      ["RAFOS!A1:Z1000", "ROWS"],
      ["EUSD!A1:Z1000", "ROWS"],
      ["WPUSD!A1:F1000", "ROWS"],
      ["EUSD!A2:B3", "ROWS"],
    ]);
    expect(body.valueRanges[3].values).toEqual([
      ["Under the Sea", "Greenhills Elementary"],
      ["Art Around the World", "Oakhills Elementary"],
    ]);
    expect(body.valueRanges[2].values.every((row) => row.length <= 6)).toBe(true);
  });

  it("accepts the colon of values:batchGet percent-encoded", async () => {
    const url = batchGetUrl(emulator.url, ["EUSD"]).replace("values:batchGet", "values%3AbatchGet");
    expect((await getJson(url)).status).toBe(200);
  });

  it("returns ragged rows, [] for a blank row and strings only", async () => {
    const { body } = await batchGet(["EUSD"]);
    const rows = body.valueRanges[0].values;
    expect(rows[0]).toEqual([
      "title",
      "generalTime",
      "subGroup",
      "startDate",
      "endDate",
      "description",
      "group",
    ]);
    expect(rows).toContainEqual([]);
    expect(rows.at(-1)).toEqual([
      "Extended Day Camp",
      "Excelsior Elementary",
      "Extended Day",
      "6/9/2025",
      "8/8/2025",
    ]);
    expect(rows.flat().every((cell) => typeof cell === "string")).toBe(true);
  });

  it("leaves out `values` for a range without data", async () => {
    await postJson(emulator.url, "/__control/data", { sheets: { "Summer 2026": [] } });
    const { body } = await batchGet(["'Summer 2026'", "EUSD!A900:F910"]);
    expect(body.valueRanges).toEqual([
      { range: "'Summer 2026'!A1:Z1000", majorDimension: "ROWS" },
      { range: "EUSD!A900:F910", majorDimension: "ROWS" },
    ]);
  });

  it("reads a quoted tab name with an escaped quote", async () => {
    await postJson(emulator.url, "/__control/data", {
      sheets: { "Bob's Camps": [["a", 1, true]] },
    });
    const { body } = await batchGet(["'Bob''s Camps'!A1:C1"]);
    expect(body.valueRanges[0]).toEqual({
      range: "'Bob''s Camps'!A1:C1",
      majorDimension: "ROWS",
      values: [["a", "1", "true"]],
    });
  });

  it.each(["EUSD!A1:B2:C3", "NOPE", "EUSD!!A1", "'EUSD"])(
    "fails the whole call for range %s",
    async (bad) => {
      const { status, body } = await batchGet(["EUSD", bad]);
      expect(status).toBe(400);
      expect(body).toEqual({
        error: { code: 400, message: `Unable to parse range: ${bad}`, status: "INVALID_ARGUMENT" },
      });
    },
  );

  it("returns only the spreadsheet id when no ranges are asked for", async () => {
    expect((await batchGet([])).body).toEqual({ spreadsheetId: DEMO_SHEET_ID });
  });

  it.each([
    ["a missing key", { key: undefined }, DEMO_SHEET_ID, 403, "PERMISSION_DENIED"],
    ["a wrong key", { key: "nope" }, DEMO_SHEET_ID, 400, "INVALID_ARGUMENT"],
    [
      "an unknown spreadsheet",
      {},
      "1AnotherSheetThatDoesNotExist000000000000000",
      404,
      "NOT_FOUND",
    ],
  ])("refuses %s", async (_, extra, sheetId, code, status) => {
    const response = await batchGet(["EUSD"], extra, sheetId);
    expect(response.status).toBe(code);
    expect(response.body.error).toMatchObject({ code, status });
  });

  it("answers a missing key with Sheets' own body, without the legacy errors[]", async () => {
    const { body } = await batchGet(["EUSD"], { key: undefined });
    expect(body).toEqual({
      error: {
        code: 403,
        message:
          "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
        status: "PERMISSION_DENIED",
      },
    });
  });

  it("answers a wrong key with Sheets' API_KEY_INVALID body", async () => {
    const { body } = await batchGet(["EUSD"], { key: "nope" });
    const message = "API key not valid. Please pass a valid API key.";
    expect(body).toEqual({
      error: {
        code: 400,
        message,
        status: "INVALID_ARGUMENT",
        details: [
          {
            "@type": "type.googleapis.com/google.rpc.ErrorInfo",
            reason: "API_KEY_INVALID",
            domain: "googleapis.com",
            metadata: { service: "sheets.googleapis.com" },
          },
          { "@type": "type.googleapis.com/google.rpc.LocalizedMessage", locale: "en-US", message },
        ],
      },
    });
  });

  it("answers an unknown spreadsheet with Google's NOT_FOUND body", async () => {
    const { body } = await batchGet(["EUSD"], {}, "1AnotherSheetThatDoesNotExist000000000000000");
    expect(body).toEqual({
      error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" },
    });
  });
});

describe("values:batchGet parameters", () => {
  it("returns columns for majorDimension=COLUMNS", async () => {
    const { body } = await batchGet(["EUSD!A2:B3"], { majorDimension: "COLUMNS" });
    expect(body.valueRanges[0]).toEqual({
      range: "EUSD!A2:B3",
      majorDimension: "COLUMNS",
      values: [
        ["Under the Sea", "Art Around the World"],
        ["Greenhills Elementary", "Oakhills Elementary"],
      ],
    });
  });

  it("drops trailing blanks of each column and gives a blank column inside the data as []", async () => {
    await postJson(emulator.url, "/__control/data", {
      sheets: { Grid: [["a", "", "c"], [], ["d"]] },
    });
    const { body } = await batchGet(["Grid"], { majorDimension: "columns" });
    expect(body.valueRanges[0]).toEqual({
      range: "Grid!A1:Z1000",
      majorDimension: "COLUMNS",
      values: [["a", "", "d"], [], ["c"]],
    });
  });

  it("reads DIMENSION_UNSPECIFIED as ROWS", async () => {
    const { body } = await batchGet(["EUSD!A1"], { majorDimension: "DIMENSION_UNSPECIFIED" });
    expect(body.valueRanges[0]).toEqual({
      range: "EUSD!A1",
      majorDimension: "ROWS",
      values: [["title"]],
    });
  });

  it("gives numbers and date serials under UNFORMATTED_VALUE, text as it is", async () => {
    const { body } = await batchGet(["EUSD!C2:E3", "EUSD!C6:E6"], {
      valueRenderOption: "UNFORMATTED_VALUE",
    });
    expect(body.valueRanges.map((range) => range.values)).toEqual([
      [
        ["TK/K", 45817, 45821],
        ["Grades 1-3", 45817, 45821],
      ],
      [["TK/K", 45824, 45828]],
    ]);
  });

  it("shows dates as typed with dateTimeRenderOption=FORMATTED_STRING", async () => {
    const { body } = await batchGet(["EUSD!D2:E2", "EUSD!D6"], {
      valueRenderOption: "UNFORMATTED_VALUE",
      dateTimeRenderOption: "FORMATTED_STRING",
    });
    expect(body.valueRanges.map((range) => range.values)).toEqual([
      [["6/9/2025", "6/13/2025"]],
      [["2025-06-16"]],
    ]);
  });

  it("reads injected rows as typed: numbers, booleans, dates and text", async () => {
    const typed = [["Count", "Open", "Starts", "Note"], ["53", "TRUE", "2025-06-09", "TBD"], [1.5]];
    await postJson(emulator.url, "/__control/data", { sheets: { Typed: typed } });
    const read = async (extra) => (await batchGet(["Typed"], extra)).body.valueRanges[0].values;
    expect(await read({ valueRenderOption: "FORMULA" })).toEqual([
      ["Count", "Open", "Starts", "Note"],
      [53, true, 45817, "TBD"],
      [1.5],
    ]);
    expect(await read({})).toEqual([
      ["Count", "Open", "Starts", "Note"],
      ["53", "TRUE", "2025-06-09", "TBD"],
      ["1.5"],
    ]);
  });

  it("refuses an unknown majorDimension with Google's enum error", async () => {
    const { status, body } = await batchGet(["EUSD"], { majorDimension: "BOGUS" });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 400,
      message: `Invalid value at 'major_dimension' (type.googleapis.com/google.apps.sheets.v4.Dimension), "BOGUS"`,
      status: "INVALID_ARGUMENT",
    });
  });

  it("refuses a parameter batchGet has no field for", async () => {
    const { status, body } = await batchGet(["EUSD"], { sheet: "EUSD" });
    expect(status).toBe(400);
    expect(body.error.message).toBe(
      `Invalid JSON payload received. Unknown name "sheet": Cannot bind query parameter. Field 'sheet' could not be found in request message.`,
    );
  });

  it("takes Google's standard parameters", async () => {
    const standard = { prettyPrint: "true", quotaUser: "site", alt: "json", "$.xgafv": "2" };
    expect((await batchGet(["EUSD"], standard)).status).toBe(200);
  });

  it("checks the key before the parameters", async () => {
    expect((await batchGet(["EUSD"], { key: undefined, sheet: "EUSD" })).status).toBe(403);
  });
});

describe("spreadsheets.get", () => {
  it("returns only the tab titles for fields=sheets.properties.title", async () => {
    const { body } = await getJson(spreadsheetUrl("&fields=sheets.properties.title"));
    expect(body).toEqual({
      sheets: [
        { properties: { title: "EUSD" } },
        { properties: { title: "WPUSD" } },
        { properties: { title: "RAFOS" } },
      ],
    });
  });

  it("accepts the parenthesised form of the same mask", async () => {
    const { body } = await getJson(spreadsheetUrl("&fields=sheets(properties(title,index))"));
    expect(body.sheets[2]).toEqual({ properties: { title: "RAFOS", index: 2 } });
  });

  it("returns a full spreadsheet resource without fields", async () => {
    const { body } = await getJson(spreadsheetUrl());
    expect(body).toMatchObject({
      spreadsheetId: DEMO_SHEET_ID,
      properties: { title: expect.any(String), locale: "en_US" },
    });
    expect(body.sheets[0].properties).toEqual({
      sheetId: 0,
      title: "EUSD",
      index: 0,
      sheetType: "GRID",
      gridProperties: { rowCount: 1000, columnCount: 26, frozenRowCount: 1 },
    });
  });

  it("rejects a malformed field mask", async () => {
    const { status, body } = await getJson(spreadsheetUrl("&fields=sheets(properties"));
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 400,
      message: "Request contains an invalid argument.",
      status: "INVALID_ARGUMENT",
    });
  });

  it.each([
    ["bogus", "bogus"],
    ["sheets.properties.bogus", "sheets.properties.bogus"],
    ["sheets(properties(title,colour))", "sheets.properties.colour"],
    ["properties.title.text", "properties.title.text"],
    ["properties, sheets.properties", " sheets"],
  ])("refuses fields=%s, naming %j only in the details", async (fields, path) => {
    const { status, body } = await getJson(spreadsheetUrl(`&fields=${encodeURIComponent(fields)}`));
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 400,
        message: "Request contains an invalid argument.",
        status: "INVALID_ARGUMENT",
        details: [
          {
            "@type": "type.googleapis.com/google.rpc.BadRequest",
            fieldViolations: [
              {
                field: path,
                description: `Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`,
              },
            ],
          },
        ],
      },
    });
  });

  it("accepts a mask reaching into parts of the resource the emulator does not fill", async () => {
    const fields = "spreadsheetId,sheets(data(rowData(values(formattedValue))))";
    const { status, body } = await getJson(spreadsheetUrl(`&fields=${fields}`));
    expect([status, body.spreadsheetId]).toEqual([200, DEMO_SHEET_ID]);
  });

  it("trims batchGet to its mask too", async () => {
    const { body } = await batchGet(["EUSD!A1:B1"], { fields: "valueRanges(values)" });
    expect(body).toEqual({ valueRanges: [{ values: [["title", "generalTime"]] }] });
  });

  it("lists only the sheets the `ranges` touch", async () => {
    const { body } = await getJson(
      spreadsheetUrl("&fields=sheets.properties.title&ranges=RAFOS!A1:B2&ranges=EUSD"),
    );
    expect(body.sheets.map((sheet) => sheet.properties.title)).toEqual(["EUSD", "RAFOS"]);
  });

  it("refuses `ranges` naming a tab the spreadsheet lacks", async () => {
    const { status, body } = await getJson(spreadsheetUrl("&ranges=Summer"));
    expect([status, body.error.message]).toEqual([400, "Unable to parse range: Summer"]);
  });

  it("refuses a parameter spreadsheets.get has no field for", async () => {
    const { status, body } = await getJson(spreadsheetUrl("&majorDimension=ROWS"));
    expect(status).toBe(400);
    expect(body.error.message).toMatch(
      /^Invalid JSON payload received\. Unknown name "majorDimension"/,
    );
  });

  it("answers 501 for grid data it does not emulate, unless a field mask makes Google ignore it", async () => {
    const plain = await getJson(spreadsheetUrl("&includeGridData=true"));
    expect([plain.status, plain.body.error.status]).toEqual([501, "NOT_IMPLEMENTED"]);
    const masked = await getJson(spreadsheetUrl("&includeGridData=true&fields=spreadsheetId"));
    expect(masked.body).toEqual({ spreadsheetId: DEMO_SHEET_ID });
  });

  it("refuses a request without a key", async () => {
    const { status } = await getJson(`${emulator.url}/sheets/v4/spreadsheets/${DEMO_SHEET_ID}`);
    expect(status).toBe(403);
  });
});

describe("a spreadsheet that is not shared", () => {
  const denied = {
    error: {
      code: 403,
      message: "The caller does not have permission",
      status: "PERMISSION_DENIED",
    },
  };

  it.each([
    ["values:batchGet", () => batchGetUrl(emulator.url, ["EUSD"], {}, DEMO_PRIVATE_SHEET_ID)],
    [
      "spreadsheets.get",
      () =>
        `${emulator.url}/sheets/v4/spreadsheets/${DEMO_PRIVATE_SHEET_ID}?key=${DEMO_API_KEY}&fields=sheets.properties.title`,
    ],
  ])("answers %s with Google's 403", async (_, url) => {
    const { status, body } = await getJson(url());
    expect([status, body]).toEqual([403, denied]);
  });

  it("still answers a missing key first", async () => {
    const response = await batchGet(["EUSD"], { key: undefined }, DEMO_PRIVATE_SHEET_ID);
    expect(response.body.error.message).toMatch(/^Method doesn't allow unregistered callers/);
  });
});
