/**
 * Turns Sheets v4 answers into records. Pure and total: any JSON, however odd, gives a result
 * rather than an exception, because the sheet is edited by hand and read by every visitor.
 */

/** One data row, keyed by the header row's column names; short rows are padded with "". */
export type SheetRecord = Record<string, string>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** FORMATTED_VALUE cells are strings; numbers and booleans appear under other render options. */
function cellText(cell: unknown): string {
  if (typeof cell === "string") return cell;
  if (typeof cell === "number" || typeof cell === "boolean") return String(cell);
  return "";
}

function rowCells(row: unknown): string[] {
  return Array.isArray(row) ? row.map(cellText) : [];
}

function isBlank(cells: string[]): boolean {
  return cells.every((cell) => cell.trim() === "");
}

/**
 * The tab named by an A1 range echo: `EUSD!A1:G40`, `'EUSD'!A1:G40`, `'It''s'!A1` or a bare
 * `EUSD`. Google quotes only names that need it, so both forms must be read.
 */
export function tabOfRange(range: string): string {
  if (range.startsWith("'")) {
    const match = /^'((?:[^']|'')*)'/.exec(range);
    if (match) return (match[1] ?? "").replace(/''/g, "'");
  }
  const bang = range.lastIndexOf("!");
  return bang === -1 ? range : range.slice(0, bang);
}

/** A tab name as a range: bare when it is a plain word, otherwise quoted with '' escapes. */
export function rangeForTab(tab: string): string {
  const plainWord = /^[A-Za-z_][A-Za-z0-9_]*$/.test(tab);
  const looksLikeCell = /^[A-Za-z]{1,3}[0-9]+$/.test(tab);
  return plainWord && !looksLikeCell ? tab : `'${tab.replace(/'/g, "''")}'`;
}

/** A tab as read: the column names of its header row, and its records keyed by them. */
export interface SheetTable {
  columns: string[];
  records: SheetRecord[];
}

/** Maps rows to records: `headerRow` names the columns, later non-blank rows become records. */
export function rowsToRecords(values: unknown, headerRow = 0): SheetRecord[] {
  return rowsToTable(values, headerRow).records;
}

export function rowsToTable(values: unknown, headerRow = 0): SheetTable {
  if (!Array.isArray(values)) return { columns: [], records: [] };
  const start = Number.isInteger(headerRow) && headerRow > 0 ? headerRow : 0;
  const columns: Array<[name: string, index: number]> = [];
  const seen = new Set<string>();
  rowCells(values[start]).forEach((cell, index) => {
    const name = cell.trim();
    // A blank or repeated header cell names no column; the first of a repeated name wins.
    if (name === "" || seen.has(name)) return;
    seen.add(name);
    columns.push([name, index]);
  });
  const records = values
    .slice(start + 1)
    .map(rowCells)
    .filter((cells) => !isBlank(cells))
    .map((cells) => Object.fromEntries(columns.map(([name, index]) => [name, cells[index] ?? ""])));
  return { columns: columns.map(([name]) => name), records };
}

/** The value range answering for `tab` in a `values:batchGet` response, if any. */
export function valueRangeForTab(response: unknown, tab: string): Record<string, unknown> | null {
  if (!isObject(response) || !Array.isArray(response.valueRanges)) return null;
  const ranges = response.valueRanges.filter(isObject);
  const wanted = tab.toLowerCase();
  const named = ranges.find(
    (item) => typeof item.range === "string" && tabOfRange(item.range).toLowerCase() === wanted,
  );
  // Answers come in request order and the client asks for one tab, so an echo in an unexpected
  // notation still belongs to it.
  return named ?? ranges[0] ?? null;
}

/** One tab from a `values:batchGet` response; no `values` key means an empty tab. */
export function tableForTab(response: unknown, tab: string, headerRow = 0): SheetTable {
  return rowsToTable(valueRangeForTab(response, tab)?.values, headerRow);
}

export function recordsForTab(response: unknown, tab: string, headerRow = 0): SheetRecord[] {
  return tableForTab(response, tab, headerRow).records;
}

/** Tab titles, in order, from `spreadsheets.get?fields=sheets.properties.title`. */
export function sheetTitles(response: unknown): string[] {
  if (!isObject(response) || !Array.isArray(response.sheets)) return [];
  return response.sheets.flatMap((sheet: unknown) => {
    const title = isObject(sheet) && isObject(sheet.properties) ? sheet.properties.title : null;
    return typeof title === "string" && title !== "" ? [title] : [];
  });
}
