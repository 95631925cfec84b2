import { addDays, differenceInCalendarDays } from "date-fns";
import { DEMO_CALENDAR_ID } from "./demo-config.mjs";
import { eventId, hashInt, quoted } from "./ids.mjs";
import { occurrences, parseRecurrence } from "./rrule.mjs";
import {
  boundMs,
  CALENDAR_TZ,
  formatDateTime,
  formatIsoDate,
  formatUtcBasic,
  inZone,
  isIsoDate,
  parseRfc3339,
  zonedMidnight,
} from "./time.mjs";

const DAY_MS = 86_400_000;
export const CALENDAR_NAME = "STAR Events";
const CREATOR = { email: "office@star.example.org", displayName: "STAR Main Office" };
const ORGANIZER = { email: DEMO_CALENDAR_ID, displayName: CALENDAR_NAME };

/** The event's page on calendar.google.com: its eid names the event and the calendar read. */
export function htmlLink(id, calendarId = DEMO_CALENDAR_ID) {
  const eid = Buffer.from(`${id} ${calendarId}`).toString("base64url");
  return `https://www.google.com/calendar/event?eid=${eid}`;
}

function validBound(bound) {
  return Boolean(bound) && (isIsoDate(bound.date) || parseRfc3339(bound.dateTime) !== null);
}

/** Throws a readable message for a source event the emulator cannot serve. */
function validate(source) {
  if (!source || typeof source !== "object") throw new Error("must be an object");
  if (source.status === "cancelled" && source.recurringEventId) {
    if (!validBound(source.originalStartTime)) {
      throw new Error("originalStartTime needs date or dateTime");
    }
    return;
  }
  if (!validBound(source.start) || !validBound(source.end)) {
    throw new Error("start and end need date (YYYY-MM-DD) or dateTime (RFC3339 with offset)");
  }
  if (boundMs(source.end) < boundMs(source.start)) throw new Error("end is before start");
  if (source.recurrence) parseRecurrence(source.recurrence);
}

/** created/updated fall before today, derived from the id so they never change within a day. */
function stamps(id, todayMs) {
  const h = hashInt(id);
  const ageDays = 20 + (h % 150);
  const created = todayMs - ageDays * DAY_MS - (h % 86_400) * 1000;
  const updated = created + ((h >>> 8) % ageDays) * DAY_MS + ((h >>> 4) % 3600) * 1000;
  return { created: new Date(created).toISOString(), updated: new Date(updated).toISOString() };
}

const KEY_ORDER = [
  ...["kind", "etag", "id", "status", "htmlLink", "created", "updated", "summary", "description"],
  ...["location", "creator", "organizer", "start", "end", "recurrence", "recurringEventId"],
  ...["originalStartTime", "iCalUID"],
];

/** Fills the keys Google always sends, in Google's order; optional keys stay absent, never null. */
function complete(source, todayMs) {
  const id =
    source.id ?? eventId(JSON.stringify([source.summary, source.start, source.originalStartTime]));
  const { created, updated } = { ...stamps(id, todayMs), ...source };
  const merged = {
    kind: "calendar#event",
    etag: quoted(String(Date.parse(updated) * 1000 + (hashInt(id) % 1000))),
    status: "confirmed",
    htmlLink: htmlLink(id),
    creator: CREATOR,
    organizer: ORGANIZER,
    iCalUID: `${id}@google.com`,
    eventType: "default",
    ...source,
    id,
    created,
    updated,
  };
  const event = {};
  for (const key of [...KEY_ORDER, ...Object.keys(merged)]) {
    if (merged[key] != null && !(key in event)) event[key] = merged[key];
  }
  return event;
}

/**
 * Source events (Google's shape, defaults optional) become records that carry the instants the
 * list handler filters on. Throws "calendar[i]: ..." for an event it cannot serve.
 */
export function toRecords(sources, today) {
  const todayMs = zonedMidnight(formatIsoDate(inZone(today.getTime()))).getTime();
  const events = sources.map((source, index) => {
    try {
      validate(source);
    } catch (error) {
      throw new Error(`calendar[${index}]: ${error.message}`);
    }
    return complete(source, todayMs);
  });
  const byId = new Map(events.map((event) => [event.id, event]));
  return events.map((event) => {
    if (!event.start) {
      const master = byId.get(event.recurringEventId);
      const startMs = boundMs(event.originalStartTime);
      const length = master ? boundMs(master.end) - boundMs(master.start) : 0;
      return { event, startMs, endMs: startMs + length, updatedMs: Date.parse(event.updated) };
    }
    const record = {
      event,
      startMs: boundMs(event.start),
      endMs: boundMs(event.end),
      updatedMs: Date.parse(event.updated),
    };
    return event.recurrence ? { ...record, rule: parseRecurrence(event.recurrence) } : record;
  });
}

/** Expanded instances of a recurring record that overlap [minMs, maxMs). */
function* instances(record, minMs, maxMs) {
  const { event, rule } = record;
  const allDay = Boolean(event.start.date);
  const tz = event.start.timeZone ?? CALENDAR_TZ;
  const first = allDay ? zonedMidnight(event.start.date) : inZone(record.startMs, tz);
  const days = allDay ? differenceInCalendarDays(zonedMidnight(event.end.date), first) : 0;
  const bound = (date) =>
    allDay ? { date: formatIsoDate(date) } : { dateTime: formatDateTime(date), timeZone: tz };
  const fields = Object.fromEntries(Object.entries(event).filter(([key]) => key !== "recurrence"));
  for (const start of occurrences(rule, first, maxMs)) {
    const end = allDay
      ? addDays(start, days)
      : inZone(start.getTime() + record.endMs - record.startMs, tz);
    if (end.getTime() <= minMs) continue;
    const suffix = allDay
      ? formatIsoDate(start).replaceAll("-", "")
      : formatUtcBasic(start.getTime());
    const id = `${event.id}_${suffix}`;
    yield {
      event: {
        ...fields,
        id,
        htmlLink: htmlLink(id),
        start: bound(start),
        end: bound(end),
        recurringEventId: event.id,
        originalStartTime: bound(start),
      },
      startMs: start.getTime(),
      endMs: end.getTime(),
      updatedMs: record.updatedMs,
    };
  }
}

function stub(record) {
  const { kind, etag, id, recurringEventId, originalStartTime } = record.event;
  const event = { kind, etag, id, status: "cancelled", recurringEventId, originalStartTime };
  for (const key of Object.keys(event)) if (event[key] === undefined) delete event[key];
  return { ...record, event };
}

/**
 * The records events.list returns for a range, before ordering and paging. Cancelled instances
 * of recurring events also show without showDeleted when singleEvents is false, as Google does.
 */
export function selectRecords(
  records,
  { minMs = -Infinity, maxMs = Infinity, singleEvents, showDeleted },
) {
  const overlaps = (record) => record.endMs > minMs && record.startMs < maxMs;
  const replaced = new Set(records.filter((r) => r.event.recurringEventId).map((r) => r.event.id));
  const selected = [];
  for (const record of records) {
    if (record.event.status === "cancelled") {
      const visible = showDeleted || (!singleEvents && record.event.recurringEventId);
      if (visible && overlaps(record)) selected.push(stub(record));
    } else if (record.rule) {
      const live = [...instances(record, minMs, maxMs)].filter((i) => !replaced.has(i.event.id));
      if (singleEvents) selected.push(...live);
      else if (live.length) selected.push(record);
    } else if (overlaps(record)) {
      selected.push(record);
    }
  }
  return selected;
}
