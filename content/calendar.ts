import { z } from "zod";
import { organisationFactNames, organisationFacts } from "./organisation-facts";
import { filledText, pageMeta } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

/** What the events calendar page (/calendar) says around the live calendar, in both languages. */
export const calendarPage = readContent(
  "content/calendar.yaml",
  z.strictObject({
    page: pageMeta(organisationFacts, organisationFactNames),
    lead: filledText(organisationFacts).meta({
      label: "Introduction under the heading",
      hint: "Write {name} for the organisation's short name.",
      widget: "text",
    }),
    /** Shown where the calendar would be when the browser runs no JavaScript. */
    noScript: text().meta({
      label: "Note when the calendar cannot load",
      hint: "Shown only to visitors whose browser has JavaScript turned off.",
      widget: "text",
    }),
    /** Shown when the month on screen has no events. */
    emptyMonth: text().meta({ label: "Note for a month without events" }),
  }),
);
