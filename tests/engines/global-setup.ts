import { existsSync, readFileSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startEmulator } from "../../emulator/server.mjs";
import { serve } from "../../server/serve.mjs";

/** The built demo site, as `npm run build:demo` leaves it. */
const ROOT = "build/client";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * The emulator's port, as the demo build wrote it into the calendar page's security policy
 * (connect-src): the pages call that address, so the emulator must answer there.
 */
function emulatorPortOfBuild(): number {
  const page = `${ROOT}/calendar/index.html`;
  if (!existsSync(page)) {
    throw new Error(`${page} is missing: build the demo site first (npm run build:demo).`);
  }
  const html = readFileSync(page, "utf8").replaceAll("&#x27;", "'");
  const port = /connect-src [^;"]*http:\/\/127\.0\.0\.1:(\d+)/.exec(html)?.[1];
  if (!port) {
    throw new Error(
      `${ROOT} does not call the emulator: build the demo site (npm run build:demo).`,
    );
  }
  return Number(port);
}

/** The production server on a free loopback port, and the emulator where the build expects it. */
export default async function setup({ provide }: TestProject) {
  const emulator = await startEmulator({ port: emulatorPortOfBuild() }).catch((error) => {
    throw new Error(
      `The Google-API emulator could not start where the build expects it (${error.message}); is another test run using that port?`,
    );
  });
  const site = await serve({ root: ROOT, port: 0 });
  const { port } = site.server.address() as { port: number };
  provide("baseURL", `http://127.0.0.1:${port}`);
  return async () => {
    await site.close();
    await emulator.close();
  };
}
