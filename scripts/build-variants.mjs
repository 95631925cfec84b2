// `npm run build:variants`: the site as other configurations and other content build it, for
// browser tests that one build cannot show. They go to build-variants/, outside build/, which
// every build empties:
// - no-maps-key/client: the demo build without a Maps key (the map is not configured: no Maps
//   script, every site still listed);
// - edited-content/: a copy of the project whose content/ carries the edits an office manager
//   makes (tests/edited-content/edits.mjs), built as the demo is, so that `npm run
//   test:edited-content` can run the tests there and show that none holds a fact staff may change.
import { spawnSync } from "node:child_process";
import { mkdirSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { applyOfficeEdits } from "../tests/edited-content/edits.mjs";
import { build } from "./build.mjs";
import { copyProject } from "./project-copy.mjs";

const noMapsKey = path.join("build-variants", "no-maps-key");
await build({ demo: true, withoutMapsKey: true, admin: false });
rmSync(noMapsKey, { recursive: true, force: true });
mkdirSync(noMapsKey, { recursive: true });
renameSync("build/client", path.join(noMapsKey, "client"));
rmSync("build", { recursive: true, force: true });
console.log(`build:variants: the demo site without a Maps key is in ${noMapsKey}/client`);

const edited = await copyProject(path.join("build-variants", "edited-content"));
const changes = applyOfficeEdits(path.join(edited, "content"));
// The copy's test server also serves the variant without a Maps key; it is the same site.
mkdirSync(path.join(edited, "build-variants"));
symlinkSync(path.resolve(noMapsKey), path.join(edited, noMapsKey), "dir");
const result = spawnSync(process.execPath, ["scripts/build.mjs", "--demo", "--without-admin"], {
  cwd: edited,
  stdio: "inherit",
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(
  `build:variants: the demo site with edited content is in ${path.relative(".", edited)}/build/client:\n  ${changes.join("\n  ")}`,
);
