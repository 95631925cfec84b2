// `npm run test:timings`: the last `npm test`'s time, by stage and by test file, as Markdown
// tables (docs/testing.md keeps them). Stage times are measured by tests/timings/suite.mjs; a
// file's time is what Vitest or Playwright reported for its tests (for Playwright, summed over
// its workers).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { stageTable } from "./budget.mjs";
import { stageFolder, stagesFile } from "./files.mjs";

/** Test files and their tests' time, from a Vitest JSON report. */
function vitestFiles(report) {
  return report.testResults.map((file) => ({
    file: path.relative(process.cwd(), file.name),
    tests: file.assertionResults.length,
    seconds: file.assertionResults.reduce((sum, test) => sum + (test.duration ?? 0), 0) / 1000,
  }));
}

/** Spec files and their tests' time, from Playwright's JSON report. */
function playwrightFiles(report) {
  const files = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const entry = files.get(spec.file) ?? {
        file: `tests/e2e/${spec.file}`,
        tests: 0,
        seconds: 0,
      };
      for (const test of spec.tests) {
        entry.tests += 1;
        entry.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
      }
      files.set(spec.file, entry);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...files.values()];
}

/** Every test file a stage's runners reported on, the slowest first. */
function stageFiles(folder) {
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => {
      const report = JSON.parse(readFileSync(path.join(folder, name), "utf8"));
      return name.startsWith("playwright") ? playwrightFiles(report) : vitestFiles(report);
    });
  return files.sort((a, b) => b.seconds - a.seconds);
}

/** A stage's files as a Markdown table, the slowest `shown` and the rest on one line. */
function filesTable(stage, files, shown) {
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  const tests = files.reduce((sum, file) => sum + file.tests, 0);
  const rest = files.slice(shown);
  const row = (name, count, seconds) =>
    `| ${name} | ${count} | ${seconds.toFixed(1)} | ${Math.round((100 * seconds) / (total || 1))} % |`;
  return [
    `${stage}: ${tests} tests in ${files.length} files, ${total.toFixed(1)} s of test time`,
    "",
    "| File | Tests | Time (s) | Share |",
    "|---|---:|---:|---:|",
    ...files.slice(0, shown).map((file) => row(file.file, file.tests, file.seconds)),
    ...(rest.length > 0
      ? [
          row(
            `${rest.length} more files`,
            rest.reduce((sum, file) => sum + file.tests, 0),
            rest.reduce((sum, file) => sum + file.seconds, 0),
          ),
        ]
      : []),
  ].join("\n");
}

if (!existsSync(stagesFile)) {
  console.error(`No timings yet: run npm test, which keeps them in ${stagesFile}.`);
  process.exit(1);
}
const shown = Number(process.argv[2] ?? 12);
const run = JSON.parse(readFileSync(stagesFile, "utf8"));
const parts = [
  `npm test of ${run.started}, on ${run.machine.cpus} cores (${run.machine.model})`,
  stageTable(run),
];
for (const stage of run.stages) {
  const files = stageFiles(stageFolder(stage.name));
  if (files.length > 0) parts.push(filesTable(stage.name, files, shown));
}
console.log(parts.join("\n\n"));
