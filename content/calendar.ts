import { z } from "zod";
import { readContent } from "./read";
import { text } from "./schema";

/** What the events calendar page (/calendar) says around the live calendar, in both languages. */
export const calendarPage = readContent(
  "content/calendar.yaml",
  z.strictObject({
    title: text(),
    /** For search engines and link previews. */
    description: text(),
    lead: text(),
    /** Shown where the calendar would be when the browser runs no JavaScript. */
    noScript: text(),
    /** Shown when the month on screen has no events. */
    emptyMonth: text(),
  }),
);
