// `npm run test:office-edits`: no correct edit is refused. An office manager's everyday edits
// (edits.mjs) are made to a copy of content/; the content's own checks run on it, the site is
// built from it once, and every built page is checked as the real site is. The tests read facts
// from content and fix behaviour, so all of them pass here too; one that fails only here
// restates a fact that staff may change.
import { spawnSync } from "node:child_process";
import { renameSync, rmSync } from "node:fs";
import { editedContentFolder, makeEditedContent } from "./edited-content.mjs";

const edited = { STAR_CONTENT_FOLDER: editedContentFolder };

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const changes = makeEditedContent();
console.log(`Office edits in ${editedContentFolder}:\n  ${changes.join("\n  ")}`);
run("npx", ["vitest", "run", "--project", "content"], edited);
run("npx", ["react-router", "build", "--mode", "demo"], { ...edited, STAR_WITHOUT_EDITOR: "1" });
rmSync("build-edited", { recursive: true, force: true });
renameSync("build", "build-edited");
run(
  "npx",
  [
    "vitest",
    "run",
    "--project",
    "built-site",
    "pages",
    "words",
    "structured-data",
    "closures",
    "site-lists",
    "dated-facts",
    "registration",
    "prices",
  ],
  {
    ...edited,
    BUILT_SITE: "build-edited/client",
  },
);
