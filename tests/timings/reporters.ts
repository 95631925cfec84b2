// Under `npm test` (tests/timings/suite.mjs), Vitest and Playwright also write their JSON report,
// with each test's duration, into the stage's folder that STAR_TIMINGS names.
import path from "node:path";

const folder = process.env.STAR_TIMINGS;
// Only the stage's own runner reports: a runner a test starts (the editor's test runs the content
// checks on the file it saved) does not add its tests to the stage's.
delete process.env.STAR_TIMINGS;

/** Vitest's reporters: the usual one, and its JSON report, one file per run of Vitest. */
export const vitestReporters = (): (string | [string, { outputFile: string }])[] =>
  folder
    ? ["default", ["json", { outputFile: path.join(folder, `vitest-${process.pid}.json`) }]]
    : ["default"];

type PlaywrightReporter = [string] | [string, Record<string, unknown>];

/** Playwright's reporters, and its JSON report beside them. */
export const playwrightReporters = (reporters: PlaywrightReporter[]): PlaywrightReporter[] =>
  folder
    ? [...reporters, ["json", { outputFile: path.join(folder, "playwright.json") }]]
    : reporters;
