// `npm run readiness`: the office's report of stand-in facts, of dated facts that have passed
// or soon will, and of events on days their site is closed, in seconds, with no build
// (scripts/readiness-report.ts, scripts/readiness-events.ts). With `--issue-body FILE` (the
// weekly workflow, .github/workflows/readiness.yml) it also writes the report to FILE when
// something needs attention, and removes FILE when nothing does.
import { rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { runnerImport } from "vite";
import { startEmulator } from "../emulator/server.mjs";

const { values } = parseArgs({ options: { "issue-body": { type: "string" } } });

// Content and its schemas are TypeScript, read through Vite's module runner, as the build reads them.
const load = (file, define = {}) =>
  runnerImport(file, {
    configFile: false,
    logLevel: "error",
    resolve: { tsconfigPaths: true },
    define,
  }).then(({ module }) => module);

// The events are read from the calendar the site shows where a Google key and calendar are set,
// else from the demo's, which the emulator serves as `npm start` does.
const configured = Boolean(
  process.env.VITE_GOOGLE_API_KEY?.trim() && process.env.VITE_GOOGLE_CALENDAR_ID?.trim(),
);
const emulator = configured ? undefined : await startEmulator({ port: 0, unref: true });
const { parseConfig, settingsFor } = await load("./app/lib/config-schema.ts");
const config = parseConfig(
  settingsFor(
    configured ? "production" : "demo",
    { ...process.env, ...(emulator && { EMULATOR_PORT: String(emulator.port) }) },
    { build: false },
  ),
);
const {
  readiness,
  readinessReport,
  readinessMarkdown,
  needsAttention,
  eventsOnClosedDaysReport,
  withEventsOnClosedDays,
} = await load("./scripts/readiness-events.ts", { __STAR_CONFIG__: JSON.stringify(config) });

const found = readiness();
const events = await eventsOnClosedDaysReport(
  { apiUrl: config.calendarApiUrl, apiKey: config.googleApiKey, calendarId: config.calendarId },
  configured
    ? `Google Calendar ${config.calendarId}`
    : "the demo calendar of npm start, since no Google key is set",
);
await emulator?.close();
const report = readinessMarkdown(withEventsOnClosedDays(readinessReport(found, "en"), events));
console.log(report);
const body = values["issue-body"];
if (body) {
  if (needsAttention(found) || events.found?.length) writeFileSync(body, report);
  else rmSync(body, { force: true });
}
