// A cell as Google Sheets stores what staff type into it (en_US locale): a number ("53",
// "1,250.5", "-3", "7%", "$12", "1e3"), TRUE or FALSE, a date or a time ("6/9/2025", "2025-06-09",
// "2025/6/9", "9:30 AM", "6/9/2025 18:00"), or text. The emulator keeps the text as typed and
// shows it unchanged under FORMATTED_VALUE, as Sheets does for those forms in their usual spelling.

const DAY_MS = 86_400_000;
// Sheets counts dates in days from 30 December 1899, so 1 January 2020 is 43831.
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);
const NUMBER = /^([+-]?)\$?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)(?:e([+-]?\d+))?(%?)$/i;
const DATE_FORMS = [
  { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: ["month", "day", "year"] },
  { pattern: /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/, order: ["year", "month", "day"] },
];
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])m)?$/i;

const EMPTY = { type: "empty", value: "", shown: "" };

function readNumber(text) {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const [, sign, digits, exponent, percent] = match;
  const value = Number(`${sign}${digits.replaceAll(",", "")}${exponent ? `e${exponent}` : ""}`);
  return percent ? value / 100 : value;
}

/** Days since the epoch for a date at the start of `text`, with the text after it. */
function readDate(text) {
  for (const { pattern, order } of DATE_FORMS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const { year, month, day } = Object.fromEntries(order.map((k, i) => [k, Number(match[i + 1])]));
    const ms = Date.UTC(year, month - 1, day);
    const date = new Date(ms);
    // Sheets keeps 2/30/2025 as text, so an impossible date is no date.
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
    return { days: (ms - SERIAL_EPOCH) / DAY_MS, rest: text.slice(match[0].length) };
  }
  return null;
}

/** The fraction of a day for a time of day, or null. */
function readTime(text) {
  const match = TIME.exec(text);
  if (!match) return null;
  const [, h, minutes, seconds = "0", half] = match;
  let hours = Number(h);
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half.toLowerCase() === "p" ? 12 : 0);
  }
  if (hours > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  return (hours * 3600 + Number(minutes) * 60 + Number(seconds)) / 86_400;
}

/** The serial number of a date, a time or a date with a time, or null. */
function readDateTime(text) {
  const date = readDate(text);
  if (!date) return readTime(text);
  if (!date.rest) return date.days;
  const time = /^\s/.test(date.rest) ? readTime(date.rest.trim()) : null;
  return time === null ? null : date.days + time;
}

/** A stored cell: { type: empty|text|number|boolean|date, value, shown }. */
export function typedCell(input) {
  if (input === null || input === undefined || input === "") return EMPTY;
  if (typeof input === "number") return { type: "number", value: input, shown: String(input) };
  if (typeof input === "boolean") return { type: "boolean", value: input, shown: String(input) };
  const text = String(input);
  const trimmed = text.trim();
  if (/^(true|false)$/i.test(trimmed)) {
    return { type: "boolean", value: trimmed.toLowerCase() === "true", shown: text };
  }
  const number = readNumber(trimmed);
  if (number !== null) return { type: "number", value: number, shown: text };
  const serial = readDateTime(trimmed);
  if (serial !== null) return { type: "date", value: serial, shown: text };
  return { type: "text", value: text, shown: text };
}

/** Sheets would compute a formula, which the emulator cannot; injected data must hold values. */
export function isFormula(input) {
  return typeof input === "string" && input.startsWith("=");
}

/**
 * How each cell reads under a valueRenderOption and dateTimeRenderOption: FORMATTED_VALUE shows
 * the text; UNFORMATTED_VALUE and FORMULA (no cell holds a formula) give numbers and booleans
 * as JSON and dates as serial numbers, or as shown with FORMATTED_STRING. An empty cell is "".
 */
export function cellRenderer({
  valueRenderOption = "FORMATTED_VALUE",
  dateTimeRenderOption = "SERIAL_NUMBER",
} = {}) {
  return (input) => {
    const cell = typedCell(input);
    if (valueRenderOption === "FORMATTED_VALUE") return cell.shown;
    if (cell.type === "date" && dateTimeRenderOption === "FORMATTED_STRING") return cell.shown;
    return cell.value;
  };
}
