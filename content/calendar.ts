import { z } from "zod";
import { readContent } from "./read";
import { searchSummary, text } from "./schema";

/** What the events calendar page (/calendar) says around the live calendar, in both languages. */
export const calendarPage = readContent(
  "content/calendar.yaml",
  z.strictObject({
    title: text().meta({ label: "Page heading" }),
    /** For search engines and link previews. */
    description: text().meta(searchSummary),
    lead: text().meta({ label: "Introduction under the heading", widget: "text" }),
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
