import { sampleEvents } from "./calendar-data.mjs";
import { toRecords } from "./calendar-events.mjs";
import { queryObject, readJson } from "./http.mjs";
import { isFormula } from "./sheets-cells.mjs";
import { campTabs } from "./sheets-data.mjs";
import { formatIsoDate, inZone } from "./time.mjs";

// Test control: fault rules, data replacements and the request log of one emulator.

export function createState({ today } = {}) {
  return { today, rules: [], calendar: null, sheets: {}, pageSizes: null, log: [] };
}

export function currentToday(state) {
  return state.today ?? new Date();
}

/** Injected events, or the sample calendar for today (rebuilt when the date changes). */
export function calendarSources(state) {
  if (state.calendar) return state.calendar;
  const today = currentToday(state);
  const day = formatIsoDate(inZone(today.getTime()));
  if (state.sample?.day !== day) state.sample = { day, events: sampleEvents(today) };
  return state.sample.events;
}

/** Sample tabs with replacements applied; a tab replaced by null is removed. */
export function sheetTabs(state) {
  const tabs = { ...campTabs(), ...state.sheets };
  return Object.fromEntries(Object.entries(tabs).filter(([, rows]) => rows !== null));
}

export function recordRequest(state, { method, path, params, status, time }) {
  state.log.push({ method, path, query: queryObject(params), status, time });
}

/** The first live rule for a request, counted as used. `paths` holds the decoded and raw forms. */
export function takeFault(state, paths, params) {
  const rule = state.rules.find(
    (r) =>
      r.remaining > 0 &&
      paths.some((path) => path.startsWith(r.path)) &&
      Object.entries(r.query).every(([name, part]) =>
        params.getAll(name).some((value) => value.includes(part)),
      ),
  );
  if (rule) rule.remaining--;
  return rule;
}

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

function faultRule(body) {
  const { path, status, statusText, delayMs = 0, query = {}, times, network = false } = body;
  if (typeof path !== "string" || !path.startsWith("/")) throw new Error("path must start with /");
  if (status !== undefined && !(Number.isInteger(status) && status >= 200 && status <= 599)) {
    throw new Error("status must be an HTTP status from 200 to 599");
  }
  if (statusText !== undefined && (typeof statusText !== "string" || /[\r\n]/.test(statusText))) {
    throw new Error("statusText must be a one-line string");
  }
  if (!(Number.isFinite(delayMs) && delayMs >= 0)) throw new Error("delayMs must be >= 0");
  if (times !== undefined && !(Number.isInteger(times) && times > 0)) {
    throw new Error("times must be a positive integer");
  }
  if (!isObject(query) || !Object.values(query).every((v) => typeof v === "string")) {
    throw new Error("query must map parameter names to strings");
  }
  if (status === undefined && !delayMs && network !== true) {
    throw new Error("give status, delayMs or network");
  }
  return {
    path,
    status,
    statusText,
    body: body.body,
    delayMs,
    query,
    network: network === true,
    remaining: times ?? Infinity,
  };
}

function applyData(state, body) {
  const unknown = Object.keys(body).filter((key) => key !== "calendar" && key !== "sheets");
  if (unknown.length) throw new Error(`unknown data keys: ${unknown.join(", ")}`);
  if ("calendar" in body) {
    if (!Array.isArray(body.calendar)) throw new Error("calendar must be an array of events");
    toRecords(body.calendar, currentToday(state));
  }
  if ("sheets" in body) {
    if (!isObject(body.sheets)) throw new Error("sheets must map tab names to rows");
    for (const [tab, rows] of Object.entries(body.sheets)) {
      if (rows !== null && !(Array.isArray(rows) && rows.every(Array.isArray))) {
        throw new Error(`sheets.${tab} must be an array of rows (arrays) or null`);
      }
      rows?.forEach((row, r) => {
        const c = row.findIndex(isFormula);
        if (c !== -1) {
          throw new Error(`sheets.${tab}[${r}][${c}]: formulas are not emulated; give the value`);
        }
      });
    }
  }
  if ("calendar" in body) state.calendar = body.calendar;
  if ("sheets" in body) state.sheets = { ...state.sheets, ...body.sheets };
}

/** events.list page sizes, in order; null or [] restores pages of maxResults. */
function applyPaging(state, body) {
  const { sizes } = body;
  const valid =
    sizes === null ||
    (Array.isArray(sizes) && sizes.every((n) => Number.isInteger(n) && n >= 0 && n <= 2500));
  if (!valid) throw new Error("sizes must be an array of integers from 0 to 2500, or null");
  state.pageSizes = sizes?.length ? sizes : null;
}

const ok = (body = { ok: true }) => ({ status: 200, body });

const ROUTES = {
  "GET /__control/health": () => ok(),
  "GET /__control/log": (state) => ok(state.log),
  "POST /__control/reset": (state) => {
    Object.assign(state, createState({ today: state.today }));
    return ok();
  },
  "POST /__control/fault": (state, body) => {
    state.rules.push(faultRule(body));
    return ok({ ok: true, rules: state.rules.length });
  },
  "POST /__control/data": (state, body) => {
    applyData(state, body);
    return ok();
  },
  "POST /__control/paging": (state, body) => {
    applyPaging(state, body);
    return ok();
  },
};

/** Answers a /__control/ request; bad input is a 400 with { error } naming the problem. */
export async function handleControl(req, path, state) {
  const route = ROUTES[`${req.method} ${path}`];
  if (!route) return { status: 404, body: { error: `no control endpoint ${req.method} ${path}` } };
  try {
    const body = req.method === "POST" ? await readJson(req) : undefined;
    if (req.method === "POST" && !isObject(body)) throw new Error("body must be a JSON object");
    return route(state, body);
  } catch (error) {
    return { status: 400, body: { error: error.message } };
  }
}
