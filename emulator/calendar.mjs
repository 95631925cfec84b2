import { keyProblem } from "./api-key.mjs";
import { CALENDAR_NAME, selectRecords, toRecords } from "./calendar-events.mjs";
import { freeBusyEvent } from "./calendar-free-busy.mjs";
import { pageBounds, pageToken, readPageToken } from "./calendar-paging.mjs";
import { EVENTS_SCHEMA } from "./calendar-schema.mjs";
import { DEMO_CALENDAR_ID, DEMO_FREE_BUSY_CALENDAR_ID } from "./demo-config.mjs";
import {
  calendarBadRequest,
  calendarError,
  calendarNotFound,
  invalidFieldSelection,
  invalidParameter,
} from "./errors.mjs";
import { applyFieldMask, readFieldMask } from "./field-mask.mjs";
import { eventId, hashInt, quoted } from "./ids.mjs";
import { CALENDAR_TZ, parseRfc3339 } from "./time.mjs";

const CALENDAR_DESCRIPTION =
  "Non-school days, closures, camps and family events for STAR (Science.Theatre.Art.Recreation) families.";
const DEFAULT_MAX_RESULTS = 250;
const MAX_RESULTS = 2500;

const byId = (a, b) => (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0);
const ORDERINGS = {
  startTime: (a, b) => a.startMs - b.startMs || a.endMs - b.endMs || byId(a, b),
  updated: (a, b) => a.updatedMs - b.updatedMs || byId(a, b),
};

function parseBounds(params) {
  const bounds = {};
  for (const [name, key] of [
    ["timeMin", "minMs"],
    ["timeMax", "maxMs"],
  ]) {
    const raw = params.get(name);
    if (raw === null) continue;
    bounds[key] = parseRfc3339(raw);
    if (bounds[key] === null) return { error: calendarBadRequest() };
  }
  if (bounds.minMs !== undefined && bounds.maxMs !== undefined && bounds.minMs >= bounds.maxMs) {
    const error = calendarError(400, "The specified time range is empty.", {
      domain: "calendar",
      reason: "timeRangeEmpty",
      location: "timeMax",
    });
    return { error };
  }
  return bounds;
}

function parseMaxResults(raw) {
  if (raw === null) return DEFAULT_MAX_RESULTS;
  const value = /^-?\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1)) {
    const message = `Invalid value '${raw}'. Values must be within the range: [1, ${MAX_RESULTS}]`;
    return { error: invalidParameter("maxResults", message) };
  }
  return Math.min(value, MAX_RESULTS);
}

function parseQuery(params) {
  const bounds = parseBounds(params);
  if (bounds.error) return bounds;
  const maxResults = parseMaxResults(params.get("maxResults"));
  if (maxResults.error) return maxResults;
  const singleEvents = /^true$/i.test(params.get("singleEvents") ?? "");
  const showDeleted = /^true$/i.test(params.get("showDeleted") ?? "");
  const orderBy = params.get("orderBy");
  if (orderBy !== null && !(orderBy in ORDERINGS)) {
    return {
      error: invalidParameter(
        "orderBy",
        `Invalid value '${orderBy}'. Values must be startTime or updated.`,
      ),
    };
  }
  if (orderBy === "startTime" && !singleEvents) {
    const message = "The requested ordering is not available for the particular query.";
    return { error: invalidParameter("orderBy", message) };
  }
  return { ...bounds, maxResults, singleEvents, showDeleted, orderBy };
}

// Parameters that shape the answer rather than choose the events, so a page token outlives them.
const UNSELECTIVE = new Set([
  "key",
  "pageToken",
  "maxResults",
  "fields",
  "prettyPrint",
  "quotaUser",
]);

/** Page tokens carry the offset and a fingerprint of the query they belong to. */
function fingerprint(params) {
  const kept = [...params].filter(([name]) => !UNSELECTIVE.has(name));
  return hashInt(JSON.stringify(kept.sort())).toString(36);
}

/** The `fields` mask checked against the answer's schema: { mask } (null for none) or { error }. */
function fieldMask(params) {
  const fields = params.get("fields");
  if (fields === null) return { mask: null };
  // Calendar's mask syntax nests with "/" and parentheses only.
  const read = readFieldMask(fields, EVENTS_SCHEMA, { dots: false });
  if (read.unknown) return { error: invalidFieldSelection(read.unknown.at(-1)) };
  if (read.malformed) return { error: invalidFieldSelection(fields) };
  return read;
}

// What an API key may see of each demo calendar; any other calendar is Google's 404.
const ACCESS = {
  [DEMO_CALENDAR_ID]: { accessRole: "reader", show: (event) => event },
  [DEMO_FREE_BUSY_CALENDAR_ID]: {
    accessRole: "freeBusyReader",
    show: (event) => freeBusyEvent(event, DEMO_FREE_BUSY_CALENDAR_ID),
  },
};

/** Calendar v3 events.list for the demo calendars. */
export function listEvents(calendarId, params, { sources, today, pageSizes }) {
  const keyError = keyProblem(params, "calendar");
  if (keyError) return keyError;
  const { mask, error } = fieldMask(params);
  if (error) return error;
  const access = Object.hasOwn(ACCESS, calendarId) ? ACCESS[calendarId] : null;
  if (!access) return calendarNotFound();
  const query = parseQuery(params);
  if (query.error) return query.error;

  const print = fingerprint(params);
  const token = params.get("pageToken");
  const page = token === null ? { offset: 0, index: 0 } : readPageToken(token, print);
  if (page === null) return invalidParameter("pageToken", "Invalid page token value.");

  const records = toRecords(sources, today);
  const selected = selectRecords(records, query);
  if (query.orderBy) selected.sort(ORDERINGS[query.orderBy]);
  const { end, next } = pageBounds(selected.length, page, query.maxResults, pageSizes ?? []);
  const updatedMs = records.length ? Math.max(...records.map((r) => r.updatedMs)) : today.getTime();
  const version = `${print}:${updatedMs}`;
  const continuation = next
    ? { nextPageToken: pageToken(next, print) }
    : { nextSyncToken: Buffer.from(eventId(`sync:${version}`)).toString("base64") };
  const body = {
    kind: "calendar#events",
    etag: quoted(`p3${eventId(version).slice(0, 14)}`),
    summary: CALENDAR_NAME,
    description: CALENDAR_DESCRIPTION,
    updated: new Date(updatedMs).toISOString(),
    timeZone: CALENDAR_TZ,
    accessRole: access.accessRole,
    defaultReminders: [],
    ...continuation,
    items: selected.slice(page.offset, end).map((record) => access.show(record.event)),
  };
  return { status: 200, body: mask ? applyFieldMask(body, mask) : body };
}
