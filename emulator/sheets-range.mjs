// A1 notation as Sheets v4 reads it: 'Tab'!A1:F50, Tab!A:F, Tab!2:10, Tab, or A1:F50 alone
// (the first tab). Rows and columns in a box are 1-based and inclusive.

const DEFAULT_ROWS = 1000;
const DEFAULT_COLUMNS = 26;

export function columnName(index) {
  let name = "";
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function columnIndex(letters) {
  return [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
}

/** A tab's grid grows past the default 1000 x 26 only when its data does. */
export function gridSize(rows) {
  return {
    rowCount: Math.max(DEFAULT_ROWS, rows.length),
    columnCount: Math.max(DEFAULT_COLUMNS, ...rows.map((row) => row.length)),
  };
}

/** Names that could be read as something else are quoted, with '' for a quote. */
export function sheetLabel(name) {
  const plain =
    /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) &&
    !/^[A-Za-z]{1,3}\d+$/.test(name) &&
    !/^R\d*C\d*$/i.test(name);
  return plain ? name : `'${name.replaceAll("'", "''")}'`;
}

/** Splits "'It''s'!A1:B2" into { sheet: "It's", a1: "A1:B2" }; null when malformed. */
function split(text) {
  if (!text.startsWith("'")) {
    const bang = text.lastIndexOf("!");
    return bang === -1
      ? { sheet: text, a1: null }
      : { sheet: text.slice(0, bang), a1: text.slice(bang + 1) };
  }
  let name = "";
  let i = 1;
  for (; i < text.length; i++) {
    if (text[i] !== "'") name += text[i];
    else if (text[i + 1] === "'") name += text[++i];
    else break;
  }
  const rest = text.slice(i + 1);
  if (i >= text.length || (rest && !rest.startsWith("!"))) return null;
  return { sheet: name, a1: rest ? rest.slice(1) : null };
}

/** "A1:F50", "A:F", "2:10", "A2:F" or "C3" against a grid; null when not A1 notation. */
function parseA1(a1, grid) {
  const parts = a1.toUpperCase().split(":");
  if (parts.length > 2) return null;
  const ends = parts.map((part) => {
    const match = /^([A-Z]{0,3})(\d*)$/.exec(part);
    if (!match || (!match[1] && !match[2]) || /^0/.test(match[2])) return null;
    return {
      col: match[1] ? columnIndex(match[1]) : null,
      row: match[2] ? Number(match[2]) : null,
    };
  });
  if (ends.includes(null)) return null;
  const [first, last = first] = ends;
  if (parts.length === 1 && (first.col === null || first.row === null)) return null;
  const c1 = first.col ?? 1;
  const c2 = last.col ?? grid.columnCount;
  const r1 = first.row ?? 1;
  const r2 = last.row ?? grid.rowCount;
  return { c1: Math.min(c1, c2), c2: Math.max(c1, c2), r1: Math.min(r1, r2), r2: Math.max(r1, r2) };
}

function label(sheet, box) {
  const from = `${columnName(box.c1)}${box.r1}`;
  const to = `${columnName(box.c2)}${box.r2}`;
  return `${sheetLabel(sheet)}!${from === to ? from : `${from}:${to}`}`;
}

/**
 * Resolves a requested range against the tabs ({ name: rows }) to { sheet, box, label },
 * or { error } with Google's message.
 */
export function resolveRange(text, tabs) {
  const unparsable = { error: `Unable to parse range: ${text}` };
  const parts = split(text);
  if (!parts) return unparsable;
  let { sheet, a1 } = parts;
  if (!text.startsWith("'")) {
    // Unquoted names must not need quotes; anything else bare is A1 notation on the first tab.
    const plain = sheetLabel(sheet) === sheet;
    if (a1 === null && !(plain && sheet in tabs)) [sheet, a1] = [Object.keys(tabs)[0], text];
    else if (!plain) return unparsable;
  }
  if (!(sheet in tabs)) return unparsable;
  const grid = gridSize(tabs[sheet]);
  const box =
    a1 === null ? { c1: 1, r1: 1, c2: grid.columnCount, r2: grid.rowCount } : parseA1(a1, grid);
  if (!box) return unparsable;
  if (box.c2 > grid.columnCount || box.r2 > grid.rowCount) {
    const error = `Range (${label(sheet, box)}) exceeds grid limits. Max rows: ${grid.rowCount}, max columns: ${grid.columnCount}`;
    return { error };
  }
  return { sheet, box, label: label(sheet, box) };
}

const formattedValue = (cell) => (cell == null ? "" : String(cell));

function trimmed(line) {
  while (line.length && line.at(-1) === "") line.pop();
  return line;
}

/**
 * The cells in a box as lines of rows or of columns, each cell passed through `render`
 * (FORMATTED_VALUE strings unless told otherwise); trailing blanks are dropped and a blank line
 * inside the data is [].
 */
export function boxValues(rows, box, { majorDimension = "ROWS", render = formattedValue } = {}) {
  const lastRow = Math.min(box.r2, rows.length);
  const cell = (r, c) => render(rows[r - 1]?.[c - 1]);
  const lines = [];
  if (majorDimension === "COLUMNS") {
    for (let c = box.c1; c <= box.c2; c++) {
      const line = [];
      for (let r = box.r1; r <= lastRow; r++) line.push(cell(r, c));
      lines.push(trimmed(line));
    }
  } else {
    for (let r = box.r1; r <= lastRow; r++) {
      const line = [];
      for (let c = box.c1; c <= Math.min(box.c2, rows[r - 1].length); c++) line.push(cell(r, c));
      lines.push(trimmed(line));
    }
  }
  while (lines.length && lines.at(-1).length === 0) lines.pop();
  return lines;
}
