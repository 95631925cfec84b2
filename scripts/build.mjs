// `npm run build` (real configuration from the environment or .env) and
// `npm run build:demo` (pointed at the local Google-API emulator, for start and tests).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { loadEnv } from "vite";
import { PAGE_SCRIPT_HASHES_FILE } from "../app/lib/page-script-hashes.ts";
import { collectPageScriptHashes } from "./postbuild.mjs";
import { emulatorEnv } from "../emulator/demo-config.mjs";

/**
 * `keepMapsKey`: the map is not emulated, so `npm start` in demo mode keeps a developer's own
 * Maps key and shows the real map; the test build always uses the placeholder.
 */
export function buildEnv({ demo, emulatorPort, keepMapsKey = false, withoutMapsKey = false }) {
  const fileEnv = loadEnv("production", process.cwd(), "VITE_");
  const env = { ...fileEnv, ...process.env };
  if (!demo) return env;
  const demoEnv = { ...env, ...emulatorEnv(emulatorPort) };
  if (keepMapsKey && env.VITE_GOOGLE_MAPS_API_KEY) {
    demoEnv.VITE_GOOGLE_MAPS_API_KEY = env.VITE_GOOGLE_MAPS_API_KEY;
  }
  // Empty, not absent, so that a key in .env cannot come back through Vite's loadEnv.
  if (withoutMapsKey) demoEnv.VITE_GOOGLE_MAPS_API_KEY = "";
  return demoEnv;
}

export async function build({
  demo = false,
  emulatorPort = Number(process.env.EMULATOR_PORT ?? 8787),
  keepMapsKey = false,
  withoutMapsKey = false,
  admin = true,
} = {}) {
  const env = buildEnv({ demo, emulatorPort, keepMapsKey, withoutMapsKey });
  const run = (command, args) => {
    // A caller's NODE_ENV (Vite's module runner sets "development") must not yield a dev bundle.
    const result = spawnSync(command, args, {
      stdio: "inherit",
      env: { ...env, NODE_ENV: "production" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  run("npm", ["run", "i18n"]);
  rmSync(PAGE_SCRIPT_HASHES_FILE, { force: true });
  run("npx", ["react-router", "build"]);
  // A page with React carries its security policy in a <meta>, with the hashes of the inline
  // scripts React Router writes into it, which are known once the page has been rendered: the
  // pages are rendered again with them (docs/decisions/012). The assets stay the same.
  if (await collectPageScriptHashes("build/client")) run("npx", ["react-router", "build"]);
  // The content editor, into build/client/admin (admin/vite.config.ts).
  if (admin) run("npx", ["vite", "build", "--config", "admin/vite.config.ts"]);
  run(process.execPath, ["scripts/postbuild.mjs"]);
  // Only a build's second rendering may read them; the dev server's pages have other scripts.
  rmSync(PAGE_SCRIPT_HASHES_FILE, { force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build({
    demo: process.argv.includes("--demo"),
    admin: !process.argv.includes("--without-admin"),
  });
}
