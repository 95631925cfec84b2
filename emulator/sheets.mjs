import { keyProblem } from "./api-key.mjs";
import { DEMO_SHEET_ID } from "./demo-config.mjs";
import { rpcError } from "./errors.mjs";
import { applyFieldMask, parseFieldMask } from "./field-mask.mjs";
import { hashInt } from "./ids.mjs";
import { boxValues, gridSize, resolveRange } from "./sheets-range.mjs";
import { CALENDAR_TZ } from "./time.mjs";

const SPREADSHEET_TITLE = "STAR Summer Camp 2025 – Preview";

/** Key and spreadsheet checks shared by both methods; null when the request may proceed. */
function refusal(sheetId, params) {
  const keyError = keyProblem(params, "sheets");
  if (keyError) return keyError;
  return sheetId === DEMO_SHEET_ID ? null : rpcError(404, "Requested entity was not found.");
}

/** Sheets v4 spreadsheets.values.batchGet: one value range per `ranges`, in request order. */
export function batchGet(sheetId, params, tabs) {
  const refused = refusal(sheetId, params);
  if (refused) return refused;
  const ranges = params.getAll("ranges");
  if (!ranges.length) return { status: 200, body: { spreadsheetId: sheetId } };
  const valueRanges = [];
  for (const text of ranges) {
    const resolved = resolveRange(text, tabs);
    if (resolved.error) return rpcError(400, resolved.error);
    const values = boxValues(tabs[resolved.sheet], resolved.box);
    valueRanges.push({
      range: resolved.label,
      majorDimension: "ROWS",
      ...(values.length ? { values } : {}),
    });
  }
  return { status: 200, body: { spreadsheetId: sheetId, valueRanges } };
}

function spreadsheet(sheetId, tabs) {
  return {
    spreadsheetId: sheetId,
    properties: {
      title: SPREADSHEET_TITLE,
      locale: "en_US",
      autoRecalc: "ON_CHANGE",
      timeZone: CALENDAR_TZ,
    },
    sheets: Object.entries(tabs).map(([title, rows], index) => ({
      properties: {
        sheetId: index === 0 ? 0 : hashInt(title) % 2_000_000_000,
        title,
        index,
        sheetType: "GRID",
        gridProperties: { ...gridSize(rows), frozenRowCount: 1 },
      },
    })),
    spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${sheetId}/edit`,
  };
}

/** Sheets v4 spreadsheets.get, honouring a `fields` mask such as sheets.properties.title. */
export function getSpreadsheet(sheetId, params, tabs) {
  const refused = refusal(sheetId, params);
  if (refused) return refused;
  const resource = spreadsheet(sheetId, tabs);
  const fields = params.get("fields");
  if (fields === null) return { status: 200, body: resource };
  const mask = parseFieldMask(fields);
  if (!mask) return rpcError(400, `Invalid field selection ${fields}`);
  return { status: 200, body: applyFieldMask(resource, mask) };
}
