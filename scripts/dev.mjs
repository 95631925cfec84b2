// `npm run dev`: Vite's dev server, plus the emulator when no Google key is configured (the
// demo mode of the build, app/lib/config-schema.ts).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { startEmulator } from "../emulator/server.mjs";

const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8787);
const demo = !loadEnv("development", process.cwd(), "VITE_").VITE_GOOGLE_API_KEY;
if (demo) {
  const emulator = await startEmulator({ port: emulatorPort });
  console.log(`Google API emulator on ${emulator.url} (demo mode: no VITE_GOOGLE_API_KEY set)`);
}
// Like the emulator, Vite listens on 127.0.0.1 only, unless the command line names another
// address (`npm run dev -- --host …`).
const args = process.argv.slice(2);
const host = args.some((arg) => arg === "--host" || arg.startsWith("--host="))
  ? []
  : ["--host", "127.0.0.1"];
// React Router's own binary, not through npx, which would leave it running when stopped.
const reactRouter = fileURLToPath(new URL("../node_modules/.bin/react-router", import.meta.url));
const mode = demo ? ["--mode", "demo"] : [];
const child = spawn(reactRouter, ["dev", ...mode, ...host, ...args], {
  stdio: "inherit",
});
child.on("exit", (code) => process.exit(code ?? 0));
// Stopped by `npm run cms` (or a terminal), it stops Vite's server with it.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
