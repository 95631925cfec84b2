// @vitest-environment node
import { calendar } from "@googleapis/calendar";
import { sheets } from "@googleapis/sheets";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DEMO_API_KEY,
  DEMO_CALENDAR_ID,
  DEMO_FREE_BUSY_CALENDAR_ID,
  DEMO_PRIVATE_SHEET_ID,
  DEMO_SHEET_ID,
} from "./demo-config.mjs";
import { postJson, useEmulator } from "./test-helpers.mjs";

// Google's own Node clients read every answer here. A change to the emulator that strays from
// Google's wire format shows up as a client that cannot parse it, or reads the wrong code or message.

const emulator = useEmulator();
const api = {};
const NOVEMBER = { timeMin: "2026-11-01T00:00:00-07:00", timeMax: "2026-12-01T00:00:00-08:00" };
const MISSING_KEY =
  "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.";
const INVALID_KEY = "API key not valid. Please pass a valid API key.";

beforeAll(() => {
  const root = `${emulator.url}/`;
  Object.assign(api, {
    calendar: calendar({ version: "v3", rootUrl: root, auth: DEMO_API_KEY }),
    calendarWithoutKey: calendar({ version: "v3", rootUrl: root }),
    sheets: sheets({ version: "v4", rootUrl: root, auth: DEMO_API_KEY }),
    sheetsWithoutKey: sheets({ version: "v4", rootUrl: root }),
  });
});

beforeEach(() => postJson(emulator.url, "/__control/reset", {}));

/** The client's error for a request the emulator refuses; fails the test if it succeeded. */
async function refusal(request) {
  const outcome = await request.then(
    ({ status }) => ({ unexpected: status }),
    (error) => error,
  );
  expect(outcome).not.toHaveProperty("unexpected");
  return outcome;
}

/** What a caller of the official client sees of a refusal. */
const seen = (error) => ({ status: error.status, code: error.code, message: error.message });

const listEvents = (params = {}, client = api.calendar) =>
  client.events.list({ calendarId: DEMO_CALENDAR_ID, ...NOVEMBER, ...params });
const batchGet = (params = {}, client = api.sheets) =>
  client.spreadsheets.values.batchGet({
    spreadsheetId: DEMO_SHEET_ID,
    ranges: ["EUSD"],
    ...params,
  });
const getSpreadsheet = (params = {}, client = api.sheets) =>
  client.spreadsheets.get({ spreadsheetId: DEMO_SHEET_ID, ...params });

describe("Calendar events.list through @googleapis/calendar", () => {
  it("parses a month of events, expanded and in start order", async () => {
    const { status, data } = await listEvents({ singleEvents: true, orderBy: "startTime" });
    expect(status).toBe(200);
    expect(data).toMatchObject({ kind: "calendar#events", accessRole: "reader" });
    expect(data.items.length).toBeGreaterThan(10);
    const starts = data.items.map((event) => Date.parse(event.start.dateTime ?? event.start.date));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(data.items.find((event) => event.summary === "Nova class registration opens")).toEqual(
      expect.objectContaining({ start: { date: "2026-11-17" }, end: { date: "2026-11-18" } }),
    );
  });

  /** Every page of a query as the client reads them: each page's ids. */
  async function pagesOf(query) {
    const pages = [];
    let pageToken;
    do {
      const { data } = await listEvents({ ...query, pageToken });
      pages.push(data.items.map((event) => event.id));
      pageToken = data.nextPageToken;
    } while (pageToken);
    return pages;
  }

  it("follows nextPageToken to the same events one page holds", async () => {
    const query = { singleEvents: true, orderBy: "startTime" };
    const whole = (await listEvents(query)).data.items.map((event) => event.id);
    const pages = await pagesOf({ ...query, maxResults: 7 });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat()).toEqual(whole);
  });

  it("follows nextPageToken through short and empty pages", async () => {
    const query = { singleEvents: true, orderBy: "startTime" };
    const whole = (await listEvents(query)).data.items.map((event) => event.id);
    await postJson(emulator.url, "/__control/paging", { sizes: [2, 0, 0, 1] });
    const pages = await pagesOf(query);
    expect(pages.map((ids) => ids.length)).toEqual([2, 0, 0, 1, whole.length - 3]);
    expect(pages.flat()).toEqual(whole);
  });

  it("parses a calendar shared as free/busy only: times without titles", async () => {
    const { data } = await listEvents({
      calendarId: DEMO_FREE_BUSY_CALENDAR_ID,
      singleEvents: true,
      orderBy: "startTime",
    });
    expect(data.accessRole).toBe("freeBusyReader");
    expect(data.items.length).toBeGreaterThan(10);
    for (const event of data.items) {
      expect(event).toMatchObject({ kind: "calendar#event", visibility: "private" });
      expect(event.start.date ?? event.start.dateTime).toEqual(expect.any(String));
      expect(event.summary).toBeUndefined();
    }
  });

  it("parses an answer trimmed to a fields mask", async () => {
    const fields = "items(id,summary,start),nextPageToken";
    const { data } = await listEvents({ singleEvents: true, maxResults: 4, fields });
    expect(Object.keys(data)).toEqual(["nextPageToken", "items"]);
    expect(data.items.map((event) => Object.keys(event))).toEqual(
      Array(4).fill(["id", "summary", "start"]),
    );
  });

  it.each([
    ["no key", () => listEvents({}, api.calendarWithoutKey), 403, MISSING_KEY],
    ["a wrong key", () => listEvents({ auth: "not-the-key" }), 400, INVALID_KEY],
    [
      "an unknown calendar",
      () => listEvents({ calendarId: "someone@group.calendar.google.com" }),
      404,
      "Not Found",
    ],
    [
      "an empty time range",
      () => listEvents({ timeMin: NOVEMBER.timeMax, timeMax: NOVEMBER.timeMin }),
      400,
      "The specified time range is empty.",
    ],
    [
      "an unknown field in the mask",
      () => listEvents({ fields: "items(id,colour)" }),
      400,
      "Invalid field selection colour",
    ],
    ["a time without offset", () => listEvents({ timeMin: "2026-11-01" }), 400, "Bad Request"],
    [
      "startTime order without singleEvents",
      () => listEvents({ orderBy: "startTime" }),
      400,
      "The requested ordering is not available for the particular query.",
    ],
    [
      "maxResults=0",
      () => listEvents({ maxResults: 0 }),
      400,
      "Invalid value '0'. Values must be within the range: [1, 2500]",
    ],
    [
      "a page token of another query",
      () => listEvents({ pageToken: "bm90LWEtdG9rZW4" }),
      400,
      "Invalid page token value.",
    ],
  ])("hands the client Google's code and message for %s", async (_, request, code, message) => {
    expect(seen(await refusal(request()))).toEqual({ status: code, code, message });
  });
});

describe("Sheets through @googleapis/sheets", () => {
  it("parses batchGet value ranges in request order", async () => {
    const { data } = await batchGet({ ranges: ["WPUSD!A1:C2", "EUSD!A2:B3"] });
    expect(data).toEqual({
      spreadsheetId: DEMO_SHEET_ID,
      valueRanges: [
        {
          range: "WPUSD!A1:C2",
          majorDimension: "ROWS",
          values: [
            ["title", "generalTime", "subGroup"],
            ["Dino Discovery", "Twelve Bridges Elementary", "TK/K"],
          ],
        },
        {
          range: "EUSD!A2:B3",
          majorDimension: "ROWS",
          values: [
            ["Under the Sea", "Greenhills Elementary"],
            ["Art Around the World", "Oakhills Elementary"],
          ],
        },
      ],
    });
  });

  it("parses columns for majorDimension=COLUMNS", async () => {
    const { data } = await batchGet({ ranges: ["EUSD!A2:B3"], majorDimension: "COLUMNS" });
    expect(data.valueRanges[0].values).toEqual([
      ["Under the Sea", "Art Around the World"],
      ["Greenhills Elementary", "Oakhills Elementary"],
    ]);
  });

  it.each([
    ["UNFORMATTED_VALUE", "SERIAL_NUMBER", ["TK/K", 45817, 45821]],
    ["FORMULA", "SERIAL_NUMBER", ["TK/K", 45817, 45821]],
    ["UNFORMATTED_VALUE", "FORMATTED_STRING", ["TK/K", "6/9/2025", "6/13/2025"]],
    ["FORMATTED_VALUE", "SERIAL_NUMBER", ["TK/K", "6/9/2025", "6/13/2025"]],
  ])("parses %s cells with %s dates", async (valueRenderOption, dateTimeRenderOption, row) => {
    const params = { ranges: ["EUSD!C2:E2"], valueRenderOption, dateTimeRenderOption };
    expect((await batchGet(params)).data.valueRanges[0].values).toEqual([row]);
  });

  it("parses JSON numbers and booleans from cells typed as numbers and TRUE", async () => {
    await postJson(emulator.url, "/__control/data", { sheets: { Typed: [["53", "1.5", "TRUE"]] } });
    const { data } = await batchGet({ ranges: ["Typed"], valueRenderOption: "UNFORMATTED_VALUE" });
    expect(data.valueRanges[0].values).toEqual([[53, 1.5, true]]);
  });

  it.each([
    [
      "an unknown parameter",
      { sheet: "EUSD" },
      `Invalid JSON payload received. Unknown name "sheet": Cannot bind query parameter. Field 'sheet' could not be found in request message.`,
      undefined,
    ],
    [
      "an unknown valueRenderOption",
      { valueRenderOption: "RAW" },
      `Invalid value at 'value_render_option' (type.googleapis.com/google.apps.sheets.v4.ValueRenderOption), "RAW"`,
      "value_render_option",
    ],
    [
      "an unknown dateTimeRenderOption",
      { dateTimeRenderOption: "ISO" },
      `Invalid value at 'date_time_render_option' (type.googleapis.com/google.apps.sheets.v4.DateTimeRenderOption), "ISO"`,
      "date_time_render_option",
    ],
    [
      "a value that is not a boolean",
      { includeGridData: "yes" },
      `Invalid value at 'include_grid_data' (TYPE_BOOL), "yes"`,
      "include_grid_data",
      getSpreadsheet,
    ],
    [
      "an unknown majorDimension",
      { majorDimension: "BOGUS" },
      `Invalid value at 'major_dimension' (type.googleapis.com/google.apps.sheets.v4.Dimension), "BOGUS"`,
      "major_dimension",
    ],
  ])("hands the client Google's BadRequest for %s", async (_, params, message, field, method) => {
    const error = await refusal((method ?? batchGet)(params));
    expect(seen(error)).toEqual({ status: 400, code: 400, message });
    expect(error.response.data.error.details).toEqual([
      {
        "@type": "type.googleapis.com/google.rpc.BadRequest",
        fieldViolations: [{ ...(field ? { field } : {}), description: message }],
      },
    ]);
  });

  it("parses spreadsheets.get trimmed to the tab titles", async () => {
    const { data } = await getSpreadsheet({ fields: "sheets.properties.title" });
    expect(data.sheets.map((sheet) => sheet.properties.title)).toEqual(["EUSD", "WPUSD", "RAFOS"]);
  });

  it("parses a whole spreadsheet narrowed to the tabs `ranges` touch", async () => {
    const { data } = await getSpreadsheet({ ranges: ["RAFOS!A1:B2"], prettyPrint: false });
    expect(data).toMatchObject({
      spreadsheetId: DEMO_SHEET_ID,
      properties: { locale: "en_US" },
      sheets: [{ properties: { title: "RAFOS", index: 2, gridProperties: { rowCount: 1000 } } }],
    });
  });

  it("hands the client the emulator's 501 for grid data it does not serve", async () => {
    // Google's client retries a 5xx by default; once is enough to read it.
    const error = await refusal(
      api.sheets.spreadsheets.get(
        { spreadsheetId: DEMO_SHEET_ID, includeGridData: true },
        { retry: false },
      ),
    );
    expect(seen(error)).toMatchObject({ status: 501, code: 501 });
    expect(error.response.data.error.status).toBe("NOT_IMPLEMENTED");
  });

  it.each([
    ["bogus", "bogus"],
    ["properties, sheets.properties", " sheets"],
  ])("hands the client Google's refusal of fields=%j", async (fields, path) => {
    const error = await refusal(getSpreadsheet({ fields }));
    expect(seen(error)).toEqual({
      status: 400,
      code: 400,
      message: "Request contains an invalid argument.",
    });
    expect(error.response.data.error.details[0].fieldViolations).toEqual([
      {
        field: path,
        description: `Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`,
      },
    ]);
  });

  it.each([
    ["batchGet without a key", () => batchGet({}, api.sheetsWithoutKey), 403, MISSING_KEY],
    ["batchGet with a wrong key", () => batchGet({ auth: "nope" }), 400, INVALID_KEY],
    ["get without a key", () => getSpreadsheet({}, api.sheetsWithoutKey), 403, MISSING_KEY],
    ["get with a wrong key", () => getSpreadsheet({ auth: "nope" }), 400, INVALID_KEY],
    [
      "an unknown spreadsheet",
      () => batchGet({ spreadsheetId: "1AnotherSheetThatDoesNotExist000000000000000" }),
      404,
      "Requested entity was not found.",
    ],
    [
      "batchGet on a spreadsheet that is not shared",
      () => batchGet({ spreadsheetId: DEMO_PRIVATE_SHEET_ID }),
      403,
      "The caller does not have permission",
    ],
    [
      "get on a spreadsheet that is not shared",
      () => getSpreadsheet({ spreadsheetId: DEMO_PRIVATE_SHEET_ID }),
      403,
      "The caller does not have permission",
    ],
    [
      "a malformed field mask",
      () => getSpreadsheet({ fields: "sheets(properties" }),
      400,
      "Request contains an invalid argument.",
    ],
    [
      "an unknown tab",
      () => batchGet({ ranges: ["EUSD", "Summer 2030"] }),
      400,
      "Unable to parse range: Summer 2030",
    ],
  ])("hands the client Google's code and message for %s", async (_, request, code, message) => {
    expect(seen(await refusal(request()))).toEqual({ status: code, code, message });
  });
});
