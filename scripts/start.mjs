// `npm start`: build and serve the production site. With no Google key configured it runs
// in demo mode, against the local Google-API emulator, so the calendar and camps are live.
import { build, buildEnv } from "./build.mjs";
import { serve } from "./serve.mjs";
import { startEmulator } from "../emulator/server.mjs";

const port = Number(process.env.PORT ?? 3000);
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8787);
const demo = !buildEnv({ demo: false }).VITE_GOOGLE_API_KEY;

await build({ demo, emulatorPort, keepMapsKey: true });
if (demo) {
  const emulator = await startEmulator({ port: emulatorPort });
  console.log(`Google API emulator on ${emulator.url} (demo mode: no VITE_GOOGLE_API_KEY set)`);
}
await serve({ port });
console.log(`Site on http://localhost:${port}`);
