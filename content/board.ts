import { z } from "zod";
import { readContent } from "./read";
import { text } from "./schema";

/**
 * The board of directors, officers first, as the About page lists it. The names are stand-ins
 * until the organization supplies its roster (see README, "Editing content"); the roles are
 * the board's real offices.
 */
export const board = readContent(
  "content/board.yaml",
  z.strictObject({
    intro: text().meta({ label: 'Line under "Board of directors"', widget: "text" }),
    members: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1).meta({ label: "Name" }),
          role: text().meta({ label: "Role on the board", hint: "Like Board Chair" }),
          bio: text().meta({ label: "A sentence about them", widget: "text" }),
        }),
      )
      .min(3, "the board has at least three members")
      .meta({
        label: "Members",
        hint: "In the order the page lists them, officers first.",
        summary: "{{fields.name}}, {{fields.role.en}}",
      }),
  }),
);
