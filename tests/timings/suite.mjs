// `npm test`: each stage named on the command line, in order, as `npm run <stage>`, stopping at
// the first that fails. Each stage's wall time and processor time are kept in test-timings/,
// with the reports Vitest and Playwright write there of each test file; once every stage has
// passed, the budget check holds each stage to its share (budget.mjs). `npm run test:timings`
// prints the tables again.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { checkBudget, judgeable, stageTable } from "./budget.mjs";
import { watchProcessTree } from "./process-cpu.mjs";
import { reportsFolder, stageFolder, stagesFile } from "./files.mjs";

const stages = process.argv.slice(2);
if (stages.length === 0) {
  console.error("Name the stages to run, e.g. node tests/timings/suite.mjs lint typecheck");
  process.exit(2);
}

/** `npm run <stage>`, with the npm that runs this script where there is one. */
function npmRun(stage, env) {
  const npm = process.env.npm_execpath;
  return npm
    ? spawn(process.execPath, [npm, "run", stage], { stdio: "inherit", env })
    : spawn("npm", ["run", stage], { stdio: "inherit", env, shell: process.platform === "win32" });
}

rmSync(reportsFolder, { recursive: true, force: true });
mkdirSync(reportsFolder, { recursive: true });
const run = {
  started: new Date().toISOString(),
  machine: { cpus: os.availableParallelism(), model: os.cpus()[0]?.model ?? "unknown" },
  stages: [],
};
const save = () => writeFileSync(stagesFile, `${JSON.stringify(run, null, 2)}\n`);

for (const stage of stages) {
  const folder = stageFolder(stage);
  mkdirSync(folder, { recursive: true });
  const started = performance.now();
  // The runners write their own reports of each test file into the stage's folder.
  const child = npmRun(stage, { ...process.env, STAR_TIMINGS: folder });
  const watch = watchProcessTree(child.pid);
  const code = await new Promise((resolve) => {
    child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(`Could not start npm run ${stage}: ${error.message}`);
      resolve(1);
    });
  });
  const cpu = watch.stop();
  run.stages.push({
    name: stage,
    wall: (performance.now() - started) / 1000,
    cpu,
    passed: code === 0,
  });
  save();
  if (code !== 0) {
    console.error(`\nnpm test stopped: ${stage} failed.`);
    process.exit(code);
  }
}

console.log(`\n${stageTable(run)}\n`);
if (!judgeable(run)) {
  console.log(
    "The stages ran at speeds too far apart, against their budgets, to judge each by the others " +
      "(a busy shared machine), or their processor times could not be read: a stage is judged " +
      "only against others that ran steadily (tests/timings/budget.mjs).",
  );
}
const problems = checkBudget(run);
if (problems.length > 0) {
  console.error(`The suite's time budget (tests/timings/budget.mjs):\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("Every stage is within its share of the suite's time (tests/timings/budget.mjs).");
