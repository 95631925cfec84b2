// Serves the demo build and the emulator for the browser tests (see playwright.config.ts), and
// on the next port the demo build without a Maps key (`npm run build:variants`).
import { existsSync } from "node:fs";
import { serve } from "./serve.mjs";
import { startEmulator } from "../emulator/server.mjs";

const port = Number(process.env.PORT ?? 3100);
const noMapsKeyRoot = "build-variants/no-maps-key/client";
if (!existsSync(noMapsKeyRoot)) {
  throw new Error(`${noMapsKeyRoot} is missing: run npm run build:variants first.`);
}
const emulator = await startEmulator({ port: Number(process.env.EMULATOR_PORT ?? 8787) });
await serve({ root: noMapsKeyRoot, port: port + 1 });
await serve({ port });
console.log(
  `Test site on http://127.0.0.1:${port} (without a Maps key on port ${port + 1}), emulator on ${emulator.url}`,
);
