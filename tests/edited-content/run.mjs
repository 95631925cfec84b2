// `npm run test:edited-content`: the tests of what staff edit most, run again in the copy of the
// project whose content carries an office manager's edits (built by `npm run build:variants`,
// see edits.mjs): the unit tests of content/ and app/, and the browser specs of the site pages,
// Locations, the program pages, the organisation pages and Contact. They read facts from content,
// so they must pass on the edited site as on the real one; one that fails restates a fact.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const workspace = path.resolve(import.meta.dirname, "../../build-variants/edited-content");
if (!existsSync(path.join(workspace, "build/client/index.html"))) {
  throw new Error(`${workspace} has no build: run npm run build:variants first.`);
}

const specs = ["sites", "locations", "programs", "organisation"].map(
  (name) => `tests/e2e/${name}.spec.ts`,
);

for (const [command, args, env] of [
  ["npx", ["vitest", "run", "content", "app"], {}],
  // Its own port, so that it never meets the server of the other browser tests.
  ["npx", ["playwright", "test", "--project=site", ...specs], { PORT: "3200" }],
]) {
  const result = spawnSync(command, args, {
    cwd: workspace,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
