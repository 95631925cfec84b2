import { z } from "zod";
import { sentence } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

/**
 * How long a status of places counts as current, and what families read of it, in both
 * languages. The statuses themselves are in each site's file of content/places/.
 */
export const placeStatus = readContent(
  "content/place-status.yaml",
  z.strictObject({
    staleAfterDays: z.number().int().min(1).max(90).meta({
      label: "Days a status stays current",
      hint: "After this many days since it was last checked, pages show the date instead of the status and ask families to call.",
    }),
    heading: text().meta({ label: "Heading over places on a site's page" }),
    statuses: z
      .strictObject({
        available: text().meta({ label: "Places available" }),
        few: text().meta({ label: "Few places left" }),
        waitlist: text().meta({ label: "Waitlist" }),
        full: text().meta({ label: "Full" }),
      })
      .meta({ label: "Each status, as families read it" }),
    checked: sentence(
      { date: "the day it was last checked" },
      { label: "Beside a current status", hint: "Like: Checked {date}" },
    ),
    stale: sentence(
      { date: "the day it was last checked", phone: "the site's phone, as a link" },
      {
        label: "Instead of a status that is no longer current",
        hint: "Like: Last checked {date}. Call {phone} to ask about places.",
        widget: "text",
      },
    ),
  }),
);
