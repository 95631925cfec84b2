// `npm run dev`: Vite's dev server, plus the emulator when no Google key is configured.
import { spawn } from "node:child_process";
import { buildEnv } from "./build.mjs";
import { startEmulator } from "../emulator/server.mjs";

const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8787);
const demo = !buildEnv({ demo: false }).VITE_GOOGLE_API_KEY;
if (demo) {
  const emulator = await startEmulator({ port: emulatorPort });
  console.log(`Google API emulator on ${emulator.url} (demo mode: no VITE_GOOGLE_API_KEY set)`);
}
const child = spawn("npx", ["react-router", "dev", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: buildEnv({ demo, emulatorPort }),
});
child.on("exit", (code) => process.exit(code ?? 0));
// Stopped by `npm run cms` (or a terminal), it stops Vite's server with it.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
