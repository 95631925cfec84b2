// A copy of content/ with an office manager's everyday edits (edits.mjs), which the unit check
// and the build of those edits read through STAR_CONTENT_FOLDER (content/read.ts). Only content/
// is copied: the site's code is the project's own.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { applyOfficeEdits } from "./edits.mjs";

export const editedContentFolder = path.resolve(".cache/office-edits/content");

/** Makes the edited copy afresh and says what was changed, one line per edit. */
export function makeEditedContent(folder = editedContentFolder) {
  rmSync(folder, { recursive: true, force: true });
  cpSync("content", folder, { recursive: true, filter: (file) => !/\.test\.ts$/.test(file) });
  return applyOfficeEdits(folder);
}
