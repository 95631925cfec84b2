// `npm run readiness`: the office's report of stand-in facts and of dated facts that have passed
// or soon will, in seconds, with no build (scripts/readiness-report.ts). With `--issue-body FILE`
// (the weekly workflow, .github/workflows/readiness.yml) it also writes the report to FILE when
// something needs attention, and removes FILE when nothing does; what the report quotes from
// content is shown there as text (scripts/issue-body.mjs).
import { rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { runnerImport } from "vite";
import { issueBody } from "./issue-body.mjs";

const { values } = parseArgs({ options: { "issue-body": { type: "string" } } });

// Content and its schemas are TypeScript, read through Vite's module runner, as the build reads them.
const { module } = await runnerImport("./scripts/readiness-report.ts", {
  configFile: false,
  logLevel: "error",
  resolve: { tsconfigPaths: true },
});
const { readiness, readinessReport, needsAttention } = module;

const found = readiness();
const report = readinessReport(found);
console.log(report);
const body = values["issue-body"];
if (body) {
  if (needsAttention(found)) writeFileSync(body, issueBody(report));
  else rmSync(body, { force: true });
}
