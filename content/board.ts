import { z } from "zod";
import { readContent } from "./read";
import { text } from "./schema";

/**
 * The board of directors, officers first, as the About page lists it. The names are stand-ins
 * until the organisation supplies its roster (see README, "Editing content"); the roles are
 * the board's real offices.
 */
export const board = readContent(
  "content/board.yaml",
  z.strictObject({
    intro: text(),
    members: z
      .array(z.strictObject({ name: z.string().trim().min(1), role: text(), bio: text() }))
      .min(3, "the board has at least three members"),
  }),
);
