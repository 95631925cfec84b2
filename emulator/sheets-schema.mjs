import { ANY } from "./field-mask.mjs";

// The fields the two Sheets answers can hold (Sheets v4 discovery document), which is what a
// `fields` mask is checked against: a field missing here is refused even if the answer lacks it.

const values = (...names) => Object.fromEntries(names.map((name) => [name, true]));

const SHEET_PROPERTIES = {
  ...values("hidden", "index", "rightToLeft", "sheetId", "sheetType", "title"),
  dataSourceSheetProperties: ANY,
  gridProperties: values(
    ...["columnCount", "columnGroupControlAfter", "frozenColumnCount", "frozenRowCount"],
    ...["hideGridlines", "rowCount", "rowGroupControlAfter"],
  ),
  tabColor: ANY,
  tabColorStyle: ANY,
};

const SHEET = {
  properties: SHEET_PROPERTIES,
  ...Object.fromEntries(
    [
      ...["bandedRanges", "basicFilter", "charts", "columnGroups", "commentAnchors"],
      ...["conditionalFormats", "data", "developerMetadata", "filterViews", "merges"],
      ...["protectedRanges", "rowGroups", "slicers", "tables"],
    ].map((name) => [name, ANY]),
  ),
};

export const SPREADSHEET_SCHEMA = {
  ...values("commentsViewMode", "spreadsheetId", "spreadsheetUrl"),
  properties: {
    ...values("autoRecalc", "importFunctionsExternalUrlAccessAllowed", "locale", "timeZone"),
    ...values("title"),
    defaultFormat: ANY,
    iterativeCalculationSettings: ANY,
    spreadsheetTheme: ANY,
  },
  sheets: SHEET,
  ...Object.fromEntries(
    ["comments", "dataSources", "dataSourceSchedules", "developerMetadata", "namedRanges"].map(
      (name) => [name, ANY],
    ),
  ),
};

export const BATCH_GET_SCHEMA = {
  spreadsheetId: true,
  valueRanges: values("majorDimension", "range", "values"),
};
