import { z } from "zod";
import { parseContent } from "./schema";

/** Words and rules of the events calendar page (/calendar). */
export const calendarPage = parseContent(
  "calendarPage",
  z.object({
    title: z.string(),
    description: z.string(),
    lead: z.string(),
    noScript: z.string(),
    emptyMonth: z.string(),
  }),
  {
    title: "Events Calendar",
    description:
      "STAR Education's events month by month: non-school day camps, closures, family nights, camp weeks, registration dates and board meetings.",
    lead: "Camp days, closures, family nights and registration dates for every STAR site. Pick an event for the details, or subscribe so changes reach your own calendar.",
    noScript:
      "The calendar needs JavaScript to load this month's events. You can subscribe to it in Google Calendar or any calendar app instead.",
    emptyMonth: "Nothing is on the calendar this month yet.",
  },
);
