import { ANY } from "./field-mask.mjs";

// The fields an events.list answer can hold (Calendar v3 discovery document), which is what a
// `fields` mask is checked against: a field missing here is refused even if no event has it.

const values = (...names) => Object.fromEntries(names.map((name) => [name, true]));

const DATE_TIME = values("date", "dateTime", "timeZone");
const PERSON = values("id", "email", "displayName", "self");
const REMINDER = values("method", "minutes");

const EVENT = {
  ...values("anyoneCanAddSelf", "attendeesOmitted", "colorId", "created", "description"),
  ...values("endTimeUnspecified", "etag", "eventLabelId", "eventType", "guestsCanInviteOthers"),
  ...values("guestsCanModify", "guestsCanSeeOtherGuests", "hangoutLink", "htmlLink", "iCalUID"),
  ...values("id", "kind", "location", "locked", "privateCopy", "recurrence", "recurringEventId"),
  ...values("sequence", "status", "summary", "transparency", "updated", "visibility"),
  attachments: values("fileId", "fileUrl", "iconLink", "mimeType", "title"),
  attendees: values(
    ...["additionalGuests", "asyncOperation", "comment", "displayName", "email", "id"],
    ...["optional", "organizer", "resource", "responseStatus", "self"],
  ),
  birthdayProperties: values("contact", "customTypeName", "type"),
  conferenceData: ANY,
  creator: PERSON,
  end: DATE_TIME,
  extendedProperties: { private: ANY, shared: ANY },
  focusTimeProperties: values("autoDeclineMode", "chatStatus", "declineMessage"),
  gadget: {
    ...values("display", "height", "iconLink", "link", "title", "type", "width"),
    preferences: ANY,
  },
  organizer: PERSON,
  originalStartTime: DATE_TIME,
  outOfOfficeProperties: values("autoDeclineMode", "declineMessage"),
  reminders: { overrides: REMINDER, useDefault: true },
  source: values("title", "url"),
  start: DATE_TIME,
  workingLocationProperties: ANY,
};

export const EVENTS_SCHEMA = {
  ...values("accessRole", "description", "etag", "kind", "nextPageToken", "nextSyncToken"),
  ...values("summary", "timeZone", "updated"),
  defaultReminders: REMINDER,
  items: EVENT,
};
