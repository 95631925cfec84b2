import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findTestChromium } from "./scripts/find-chromium.mjs";
import { playwrightReporters } from "./tests/timings/reporters.ts";

const port = Number(process.env.PORT ?? 3100);
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8787);
export const baseURL = `http://127.0.0.1:${port}`;

// Browser tests run against the prerendered production build, never the dev server.
export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // In CI, also an HTML report, which the workflow keeps when a run fails; under npm test, the
  // JSON report of each test's time (tests/timings/).
  reporter: playwrightReporters(
    process.env.CI ? [["line"], ["html", { open: "never" }]] : [["list"]],
  ),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Tracing every action triples the time of the keyboard walks; pass --trace=on to debug.
    trace: "off",
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
  projects: [
    {
      // The content editor writes to a copy of content/ through its own local backend, one
      // test after another. Listed first, so that one worker takes the editor's tests from the
      // start while the other runs the site's: they wait on the editor more than they use a
      // core, and left to the end they ran alone for minutes beside an idle core.
      name: "cms",
      testMatch: /\.cms\.spec\.ts$/,
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
    {
      // The *.emulator.spec.ts files change the emulator's answers: each worker gives them an
      // emulator of their own (tests/e2e/emulator-control.ts), so they run beside the others.
      name: "site",
      testIgnore: /\.cms\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: "node scripts/test-server.mjs",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    env: { PORT: String(port), EMULATOR_PORT: String(emulatorPort) },
    stdout: "ignore",
  },
});
