import { z } from "zod";
import { organisationFactNames, organisationFacts } from "./organisation-facts";
import { filledText, pageMeta, sentence } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

/** What the events calendar page (/calendar) says around the live calendar, in both languages. */
export const calendarPage = readContent(
  "content/calendar.yaml",
  z.strictObject({
    page: pageMeta(organisationFacts, organisationFactNames),
    lead: filledText(organisationFacts).meta({
      label: "Introduction under the heading",
      hint: "Write {name} for the organization's short name.",
      widget: "text",
    }),
    /** Shown where the calendar would be when the browser runs no JavaScript. */
    noScript: text().meta({
      label: "Note when the calendar cannot load",
      hint: "Shown only to visitors whose browser has JavaScript turned off.",
      widget: "text",
    }),
    /** Shown when the month on screen has no events. */
    emptyMonth: text().meta({ label: "Note for a month without events or closures" }),
    subscribe: z
      .strictObject({
        name: filledText(organisationFacts).meta({
          label: "Name of the events calendar",
          hint: "As the subscribe section names it. Write {name} for the organization's short name.",
        }),
        help: text().meta({
          label: "Help under Subscribe, for the events",
          hint: "What subscribing does for a family.",
          widget: "text",
        }),
        apple: sentence(
          { link: "the link that opens the calendar in Apple Calendar" },
          { label: "Line for iPhone, iPad and Mac", widget: "text" },
        ),
        google: sentence(
          { link: "the link that opens the calendar in Google Calendar" },
          { label: "Line for Android and Google Calendar", widget: "text" },
        ),
        outlook: text().meta({
          label: "Line for Outlook",
          hint: "Families copy the address shown under these lines.",
          widget: "text",
        }),
      })
      .meta({
        label: "Subscribing to a calendar",
        hint: "The lines for each kind of phone or app are shown for the events and for every calendar of closures.",
      }),
  }),
);
