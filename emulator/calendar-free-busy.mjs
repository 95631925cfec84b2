import { htmlLink } from "./calendar-events.mjs";

// What events.list shows of an event on a calendar shared as "See only free/busy (hide details)":
// when it is and that it is busy, never what it is. The kept keys and their order follow a
// recorded answer for such a calendar read with an API key; the README lists what is uncertain.

const KEPT = ["kind", "etag", "id", "status", "htmlLink", "updated", "start", "end", "recurrence"];
const INSTANCE = ["recurringEventId", "originalStartTime"];
const BOUNDS = new Set(["start", "end", "originalStartTime"]);

/** A start or end without its time zone, which such answers leave out. */
function bare({ date, dateTime }) {
  return date ? { date } : { dateTime };
}

/** The event as a free/busy reader of `calendarId` sees it; cancelled stubs are already bare. */
export function freeBusyEvent(event, calendarId) {
  if (!event.start) return event;
  const shown = {};
  for (const key of [...KEPT, ...INSTANCE]) {
    if (!(key in event)) continue;
    if (key === "htmlLink") shown.htmlLink = htmlLink(event.id, calendarId);
    else shown[key] = BOUNDS.has(key) ? bare(event[key]) : event[key];
  }
  return { ...shown, visibility: "private", iCalUID: event.iCalUID };
}
