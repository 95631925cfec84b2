// Serves the demo build and the emulator for the browser tests (see playwright.config.ts).
import { serve } from "../server/serve.mjs";
import { startEmulator } from "../emulator/server.mjs";

const port = Number(process.env.PORT ?? 3100);
const emulator = await startEmulator({ port: Number(process.env.EMULATOR_PORT ?? 8787) });
await serve({ port });
console.log(`Test site on http://127.0.0.1:${port}, emulator on ${emulator.url}`);
