// `npm start`: build and serve the production site. With no Google key configured it builds the
// demo (mode "demo"), against the local Google-API emulator, so the calendar and camps are live.
import { spawnSync } from "node:child_process";
import { loadEnv } from "vite";
import { serve } from "../server/serve.mjs";
import { startEmulator } from "../emulator/server.mjs";

const port = Number(process.env.PORT ?? 3000);
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8787);
const demo = !loadEnv("production", process.cwd(), "VITE_").VITE_GOOGLE_API_KEY;

const built = spawnSync("npx", ["react-router", "build", "--mode", demo ? "demo" : "production"], {
  stdio: "inherit",
});
if (built.status !== 0) process.exit(built.status ?? 1);
if (demo) {
  const emulator = await startEmulator({ port: emulatorPort });
  console.log(`Google API emulator on ${emulator.url} (demo mode: no VITE_GOOGLE_API_KEY set)`);
}
await serve({ port });
console.log(`Site on http://localhost:${port}`);
