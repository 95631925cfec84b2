// `npm run build` (real configuration from the environment or .env) and
// `npm run build:demo` (pointed at the local Google-API emulator, for start and tests).
import { spawnSync } from "node:child_process";
import { loadEnv } from "vite";
import { emulatorEnv } from "../emulator/demo-config.mjs";

export function buildEnv({ demo, emulatorPort }) {
  const fileEnv = loadEnv("production", process.cwd(), "VITE_");
  const env = { ...fileEnv, ...process.env };
  return demo ? { ...env, ...emulatorEnv(emulatorPort) } : env;
}

export function build({
  demo = false,
  emulatorPort = Number(process.env.EMULATOR_PORT ?? 8787),
} = {}) {
  const env = buildEnv({ demo, emulatorPort });
  for (const [command, args] of [
    ["npx", ["react-router", "build"]],
    ["node", ["scripts/postbuild.mjs"]],
  ]) {
    // A caller's NODE_ENV (Vite's module runner sets "development") must not yield a dev bundle.
    const result = spawnSync(command, args, {
      stdio: "inherit",
      env: { ...env, NODE_ENV: "production" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ demo: process.argv.includes("--demo") });
}
