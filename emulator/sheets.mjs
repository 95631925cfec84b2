import { keyProblem } from "./api-key.mjs";
import { DEMO_PRIVATE_SHEET_ID, DEMO_SHEET_ID } from "./demo-config.mjs";
import { permissionDenied, rpcError, unexpandableFields } from "./errors.mjs";
import { applyFieldMask, readFieldMask } from "./field-mask.mjs";
import { hashInt } from "./ids.mjs";
import { cellRenderer } from "./sheets-cells.mjs";
import { readParameters } from "./sheets-params.mjs";
import { boxValues, gridSize, resolveRange } from "./sheets-range.mjs";
import { BATCH_GET_SCHEMA, SPREADSHEET_SCHEMA } from "./sheets-schema.mjs";
import { CALENDAR_TZ } from "./time.mjs";

const SPREADSHEET_TITLE = "STAR Summer Camp 2025 – Preview";

/** The `fields` mask checked against the answer's schema: { mask } (null for none) or { error }. */
function fieldMask(params, schema) {
  const fields = params.get("fields");
  if (fields === null) return { mask: null };
  // Sheets reads a space as part of a field name, so "a, b" names a field " b" it cannot find.
  const read = readFieldMask(fields, schema, { keepSpaces: true });
  if (read.unknown) return { error: unexpandableFields(read.unknown.join(".")) };
  if (read.malformed) return { error: rpcError(400, "Request contains an invalid argument.") };
  return read;
}

/**
 * Key, parameter, mask and spreadsheet checks shared by both methods, in the order Google's
 * front end and then the backend make them: { values, mask } or { error }.
 */
function admit(sheetId, params, method, schema) {
  const keyError = keyProblem(params, "sheets");
  if (keyError) return { error: keyError };
  const { values, error } = readParameters(params, method);
  if (error) return { error };
  const { mask, error: maskError } = fieldMask(params, schema);
  if (maskError) return { error: maskError };
  if (sheetId === DEMO_PRIVATE_SHEET_ID) return { error: permissionDenied() };
  if (sheetId !== DEMO_SHEET_ID) return { error: rpcError(404, "Requested entity was not found.") };
  return { values, mask };
}

const ok = (body, mask) => ({ status: 200, body: mask ? applyFieldMask(body, mask) : body });

/** Each requested range resolved against the tabs, or { error } for the first unusable one. */
function resolveAll(ranges, tabs) {
  const resolved = [];
  for (const text of ranges) {
    const range = resolveRange(text, tabs);
    if (range.error) return { error: rpcError(400, range.error) };
    resolved.push(range);
  }
  return { resolved };
}

/** Sheets v4 spreadsheets.values.batchGet: one value range per `ranges`, in request order. */
export function batchGet(sheetId, params, tabs) {
  const request = admit(sheetId, params, "batchGet", BATCH_GET_SCHEMA);
  if (request.error) return request.error;
  const { ranges = [] } = request.values;
  if (!ranges.length) return ok({ spreadsheetId: sheetId }, request.mask);
  const { resolved, error } = resolveAll(ranges, tabs);
  if (error) return error;
  // DIMENSION_UNSPECIFIED reads, and is echoed, as ROWS.
  const majorDimension = request.values.majorDimension === "COLUMNS" ? "COLUMNS" : "ROWS";
  const render = cellRenderer(request.values);
  const valueRanges = resolved.map(({ sheet, box, label }) => {
    const values = boxValues(tabs[sheet], box, { majorDimension, render });
    return { range: label, majorDimension, ...(values.length ? { values } : {}) };
  });
  return ok({ spreadsheetId: sheetId, valueRanges }, request.mask);
}

function spreadsheet(sheetId, tabs, shown) {
  return {
    spreadsheetId: sheetId,
    properties: {
      title: SPREADSHEET_TITLE,
      locale: "en_US",
      autoRecalc: "ON_CHANGE",
      timeZone: CALENDAR_TZ,
    },
    sheets: Object.entries(tabs)
      .map(([title, rows], index) => ({
        properties: {
          sheetId: index === 0 ? 0 : hashInt(title) % 2_000_000_000,
          title,
          index,
          sheetType: "GRID",
          gridProperties: { ...gridSize(rows), frozenRowCount: 1 },
        },
      }))
      .filter(({ properties }) => shown.has(properties.title)),
    spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${sheetId}/edit`,
  };
}

/** What spreadsheets.get can take but the emulator does not serve: a 501 rather than a wrong answer. */
function notEmulated({ includeGridData, commentsViewMode }, masked) {
  // Google ignores includeGridData when a field mask is set.
  if (includeGridData && !masked) {
    return rpcError(501, "The emulator does not serve grid data (includeGridData=true).");
  }
  if (commentsViewMode !== undefined) {
    return rpcError(501, "The emulator does not serve comments (commentsViewMode).");
  }
  return null;
}

/** Sheets v4 spreadsheets.get, honouring a `fields` mask such as sheets.properties.title. */
export function getSpreadsheet(sheetId, params, tabs) {
  const request = admit(sheetId, params, "get", SPREADSHEET_SCHEMA);
  if (request.error) return request.error;
  const refused = notEmulated(request.values, request.mask !== null);
  if (refused) return refused;
  // `ranges` narrows the sheets to those a range touches.
  const { resolved, error } = resolveAll(request.values.ranges ?? [], tabs);
  if (error) return error;
  const shown = new Set(resolved.length ? resolved.map((range) => range.sheet) : Object.keys(tabs));
  return ok(spreadsheet(sheetId, tabs, shown), request.mask);
}
