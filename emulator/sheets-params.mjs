import { invalidFieldValue, unknownParameter } from "./errors.mjs";

// The query parameters Sheets v4 binds to each method's request message. Google's front end
// refuses any other name, takes each field in its JSON (camelCase) or proto (snake_case)
// spelling, and reads an enum by its name in any case or by its number.

/** Parameters every Google API method takes (the discovery document's top-level `parameters`). */
const SYSTEM_PARAMETERS = new Set([
  "$.xgafv",
  "access_token",
  "alt",
  "callback",
  "fields",
  "key",
  "oauth_token",
  "prettyPrint",
  "quotaUser",
  "uploadType",
  "upload_protocol",
]);

const enumField = (type, values) => ({
  kind: "enum",
  type: `type.googleapis.com/google.apps.sheets.v4.${type}`,
  values,
});

const FIELDS = {
  ranges: { kind: "repeated" },
  majorDimension: enumField("Dimension", ["DIMENSION_UNSPECIFIED", "ROWS", "COLUMNS"]),
  valueRenderOption: enumField("ValueRenderOption", [
    "FORMATTED_VALUE",
    "UNFORMATTED_VALUE",
    "FORMULA",
  ]),
  dateTimeRenderOption: enumField("DateTimeRenderOption", ["SERIAL_NUMBER", "FORMATTED_STRING"]),
  includeGridData: { kind: "bool" },
  excludeTablesInBandedRanges: { kind: "bool" },
  commentsViewMode: { kind: "string" },
};

const METHOD_FIELDS = {
  batchGet: ["ranges", "majorDimension", "valueRenderOption", "dateTimeRenderOption"],
  get: ["ranges", "includeGridData", "excludeTablesInBandedRanges", "commentsViewMode"],
};

const snakeCase = (name) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function enumName(values, raw) {
  const named = values.find((value) => value === raw.toUpperCase());
  if (named) return named;
  return /^\d+$/.test(raw) && Number(raw) < values.length ? values[Number(raw)] : undefined;
}

function booleanValue(raw) {
  return /^(true|false)$/i.test(raw) ? raw.toLowerCase() === "true" : undefined;
}

/** A field's value from its (possibly repeated) parameters; a single field reads the last one. */
function fieldValue(name, list) {
  const field = FIELDS[name];
  if (field.kind === "repeated") return { value: list };
  const raw = list.at(-1);
  const value =
    field.kind === "enum"
      ? enumName(field.values, raw)
      : field.kind === "bool"
        ? booleanValue(raw)
        : raw;
  if (value !== undefined) return { value };
  const type = field.kind === "bool" ? "TYPE_BOOL" : field.type;
  return { error: invalidFieldValue(snakeCase(name), type, raw) };
}

/**
 * A Sheets method's request parameters as { values } keyed by their camelCase names (enums by
 * their canonical names), or { error } with Google's answer to the first one it cannot bind.
 */
export function readParameters(params, method) {
  const spellings = new Map(
    METHOD_FIELDS[method].flatMap((name) => [
      [name, name],
      [snakeCase(name), name],
    ]),
  );
  const given = {};
  for (const [spelling, value] of params) {
    if (SYSTEM_PARAMETERS.has(spelling)) continue;
    const name = spellings.get(spelling);
    if (!name) return { error: unknownParameter(spelling) };
    (given[name] ??= []).push(value);
  }
  const values = {};
  for (const [name, list] of Object.entries(given)) {
    const read = fieldValue(name, list);
    if (read.error) return read;
    values[name] = read.value;
  }
  return { values };
}
