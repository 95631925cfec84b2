import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { zonedMidnight } from "./time.mjs";

const WEEKDAYS = { SU: 0, MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6 };
const SUPPORTED = new Set(["FREQ", "INTERVAL", "BYDAY", "COUNT", "UNTIL", "WKST"]);
// Without COUNT, UNTIL or timeMax a rule would run forever; Google stops too.
const MAX_DAYS = 3660;

function parseUntil(value) {
  if (/^\d{8}$/.test(value)) {
    const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
    return addDays(zonedMidnight(iso), 1).getTime() - 1;
  }
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`bad UNTIL ${value}`);
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** Parses the subset the emulator expands: one RRULE, FREQ DAILY or WEEKLY. */
export function parseRecurrence(recurrence) {
  if (
    !Array.isArray(recurrence) ||
    recurrence.length !== 1 ||
    !recurrence[0].startsWith("RRULE:")
  ) {
    throw new Error("recurrence must be one RRULE line");
  }
  const parts = Object.fromEntries(
    recurrence[0]
      .slice("RRULE:".length)
      .split(";")
      .map((part) => part.split("=")),
  );
  const unsupported = Object.keys(parts).filter((name) => !SUPPORTED.has(name));
  if (unsupported.length) throw new Error(`unsupported RRULE part ${unsupported.join(", ")}`);
  if (parts.FREQ !== "DAILY" && parts.FREQ !== "WEEKLY") {
    throw new Error("FREQ must be DAILY or WEEKLY");
  }
  const byDay = parts.BYDAY?.split(",").map((day) => {
    if (!(day in WEEKDAYS)) throw new Error(`bad BYDAY ${day}`);
    return WEEKDAYS[day];
  });
  for (const name of ["INTERVAL", "COUNT"]) {
    if (name in parts && !/^[1-9]\d*$/.test(parts[name])) throw new Error(`bad ${name}`);
  }
  return {
    freq: parts.FREQ,
    interval: Number(parts.INTERVAL ?? 1),
    byDay,
    count: parts.COUNT ? Number(parts.COUNT) : Infinity,
    untilMs: parts.UNTIL ? parseUntil(parts.UNTIL) : Infinity,
  };
}

const DAY_MS = 86_400_000;

/**
 * Occurrence starts as zoned dates (wall time kept across DST), stopping before `beforeMs`.
 * Days are walked on a plain UTC "wall calendar" because zoned arithmetic per day is slow.
 */
export function* occurrences(rule, dtstart, beforeMs = Infinity) {
  const wall = Date.UTC(dtstart.getFullYear(), dtstart.getMonth(), dtstart.getDate());
  const firstWeekday = new Date(wall).getUTCDay();
  const mondayOffset = (firstWeekday + 6) % 7;
  const weekdays = rule.byDay ?? (rule.freq === "WEEKLY" ? [firstWeekday] : null);
  let produced = 0;
  for (let offset = 0; offset <= MAX_DAYS && produced < rule.count; offset++) {
    const day = new Date(wall + offset * DAY_MS);
    const period = rule.freq === "DAILY" ? offset : Math.floor((offset + mondayOffset) / 7);
    if (period % rule.interval !== 0 || (weekdays && !weekdays.includes(day.getUTCDay()))) continue;
    const start = new TZDate(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate(),
      dtstart.getHours(),
      dtstart.getMinutes(),
      dtstart.getSeconds(),
      dtstart.timeZone,
    );
    if (start.getTime() >= beforeMs || start.getTime() > rule.untilMs) return;
    produced++;
    yield start;
  }
}
