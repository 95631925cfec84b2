import { z } from "zod";
import { sentence } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

const meaning = sentence(
  { phone: "the site's phone, as a link" },
  {
    label: "What it means, and what to do next",
    hint: "Shown beside the status, on the site's page and on /locations.",
    widget: "text",
  },
);

/** A status: its name, and what it means for a family and what they do next. */
const status = (name: string) =>
  z
    .strictObject({ name: text().meta({ label: "Name" }), meaning })
    .meta({ label: name, collapsed: false });

/**
 * A status in which registering online does not get a child in: the site's page offers a call
 * before its Register button.
 */
const statusWithCall = (name: string, like: string) =>
  z
    .strictObject({
      name: text().meta({ label: "Name" }),
      meaning,
      call: text().meta({
        label: "Button that calls the site",
        hint: `On the site's page, before the Register button. ${like}`,
      }),
    })
    .meta({ label: name, collapsed: false });

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
    heading: text().meta({
      label: "Label before a status",
      hint: "What a screen reader says before the status, like Places: Waitlist.",
    }),
    statuses: z
      .strictObject({
        available: status("Places available"),
        few: status("Few places left"),
        waitlist: statusWithCall("Waitlist", "Like: Call to join the waitlist"),
        full: statusWithCall("Full", "Like: Call to ask about places"),
      })
      .meta({
        label: "Each status, as families read it",
        hint: "Its name, and beside it what it means and what to do next.",
      }),
    checked: sentence(
      { date: "the day it was last checked" },
      { label: "Beside a current status", hint: "Like: Updated {date}" },
    ),
    stale: sentence(
      { date: "the day it was last checked", phone: "the site's phone, as a link" },
      {
        label: "Instead of a status that is no longer current",
        hint: "Like: Places last checked {date}. Call {phone} to ask about places.",
        widget: "text",
      },
    ),
  }),
);
