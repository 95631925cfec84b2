// The suite's time budget: `npm test` within 10 minutes on a quiet 2-core machine, shared out
// among its stages. Wall time on a busy or slower machine says little, so each stage is held to
// processor time (user + system, of every process it starts), and to its share of it: the other
// stages of the same run tell how fast this machine is, and a stage may use what its budget
// would come to at that speed, plus some room. A stage that grows past that fails `npm test`,
// whatever the machine; a machine that is slower throughout fails nothing.

/**
 * Processor seconds of each stage on the reference machine (2 cores), from the runs of
 * `npm test` whose table docs/testing.md gives (a fresh clone on a quiet machine, 493 s of wall
 * time): together, the ten minutes shared out.
 */
export const budget = {
  "format:check": 11,
  lint: 16,
  typecheck: 23,
  "test:unit": 42,
  "test:office-edits": 56,
  "build:demo": 43,
  "check:built": 43,
  "test:e2e": 501,
  "test:engines": 90,
};

/**
 * How much more than its budget a stage may use before the check fails; and how far apart the
 * other stages' speeds may be for them to tell this machine's speed at all. The seconds are a
 * twentieth of the ten minutes: the least growth worth failing a run for, and more than a short
 * stage's processor time moves by on a shared machine with nothing changed (lint, with the same
 * code: 22 to 28 s in one clone's runs, 56 s in CI's, where the stages around it ran steadily).
 */
export const room = { share: 0.2, seconds: 30, steadiness: 2 };

const seconds = (value) => `${Math.round(value)} s`;

/** Whether stages ran at speeds close enough, against their budgets, to tell the machine's. */
function steady(stages, stageBudgets) {
  const speeds = stages.map((stage) => stage.cpu / stageBudgets[stage.name]);
  return Math.max(...speeds) <= room.steadiness * Math.min(...speeds);
}

/**
 * Whether a run can be judged: processor times read, and the stages' speeds against their
 * budgets within room.steadiness of one another. A run that is not says nothing of the suite.
 */
export function judgeable(run, stageBudgets = budget) {
  const judged = run.stages.filter((stage) => stage.name in stageBudgets);
  return (
    judged.length >= 2 &&
    judged.every((stage) => stage.cpu !== null) &&
    steady(judged, stageBudgets)
  );
}

/**
 * What is wrong with a run's timings, in words: each stage that used more than its share, and
 * each stage with no budget. Empty when every stage is within its share, or when the run cannot
 * be judged (no processor times, or fewer than two stages with a budget); a stage is judged only
 * when the other stages ran at steady speeds.
 */
export function checkBudget(run, stageBudgets = budget) {
  const problems = run.stages
    .filter((stage) => !(stage.name in stageBudgets))
    .map(
      (stage) =>
        `${stage.name} has no budget: give it its share in tests/timings/budget.mjs (its processor time here was ${seconds(stage.cpu ?? 0)})`,
    );
  const judged = run.stages.filter((stage) => stage.name in stageBudgets);
  if (judged.length < 2 || judged.some((stage) => stage.cpu === null)) return problems;
  const used = judged.reduce((sum, stage) => sum + stage.cpu, 0);
  const planned = judged.reduce((sum, stage) => sum + stageBudgets[stage.name], 0);
  for (const stage of judged) {
    const own = stageBudgets[stage.name];
    // A shared machine can run one stage at several times another's speed, whatever the suite
    // does: then the others cannot tell what this stage should have taken, and it is not judged.
    if (
      !steady(
        judged.filter((other) => other !== stage),
        stageBudgets,
      )
    )
      continue;
    // How much slower (or faster) than the reference machine the other stages ran here.
    const speed = (used - stage.cpu) / (planned - own);
    const allowed = (own * (1 + room.share) + room.seconds) * speed;
    if (stage.cpu > allowed) {
      problems.push(
        `${stage.name} used ${seconds(stage.cpu)} of processor time, more than the ${seconds(allowed)} its share allows on this machine ` +
          `(budget ${seconds(own)} on the reference machine; the other stages ran at ${speed.toFixed(2)}x its time). ` +
          "Find what grew with npm run test:timings, and cut it or move it where it is cheaper (docs/testing.md).",
      );
    }
  }
  return problems;
}

/** The stages of a run as a Markdown table: wall time, processor time, its share and its budget's. */
export function stageTable(run, stageBudgets = budget) {
  const used = run.stages.reduce((sum, stage) => sum + (stage.cpu ?? 0), 0);
  const planned = run.stages.reduce((sum, stage) => sum + (stageBudgets[stage.name] ?? 0), 0);
  const wall = run.stages.reduce((sum, stage) => sum + stage.wall, 0);
  const share = (part, whole) => (whole > 0 ? `${Math.round((100 * part) / whole)} %` : "–");
  const rows = run.stages.map(
    (stage) =>
      `| ${stage.name} | ${stage.wall.toFixed(1)} | ${stage.cpu?.toFixed(1) ?? "–"} | ${share(stage.cpu ?? 0, used)} | ${share(stageBudgets[stage.name] ?? 0, planned)} |`,
  );
  return [
    "| Stage | Wall (s) | Processor (s) | Share | Budget's share |",
    "|---|---:|---:|---:|---:|",
    ...rows,
    `| **npm test** | **${wall.toFixed(1)}** | **${used.toFixed(1)}** | | |`,
  ].join("\n");
}
