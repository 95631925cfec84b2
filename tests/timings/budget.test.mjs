import { describe, expect, it } from "vitest";
import { checkBudget, judgeable, room, stageTable } from "./budget.mjs";

// A made-up budget of three stages, in processor seconds on the reference machine.
const plan = { lint: 20, unit: 80, browser: 300 };

const run = (cpu, extra = []) => ({
  stages: [
    ...Object.entries(cpu).map(([name, seconds]) => ({ name, wall: seconds, cpu: seconds })),
    ...extra,
  ],
});

describe("the time budget", () => {
  it("passes a run that used what each stage planned", () => {
    expect(checkBudget(run({ lint: 20, unit: 80, browser: 300 }), plan)).toEqual([]);
  });

  it("passes a machine three times slower throughout, or busier, in every stage", () => {
    expect(checkBudget(run({ lint: 60, unit: 240, browser: 900 }), plan)).toEqual([]);
  });

  it("fails the stage that grew past its share, naming it, on any machine", () => {
    for (const speed of [1, 3]) {
      const problems = checkBudget(
        run({ lint: 20 * speed, unit: 80 * speed, browser: 420 * speed }),
        plan,
      );
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^browser used \d+ s of processor time, more than the \d+ s its share allows/,
      );
    }
  });

  it("leaves a stage its room: a fifth more, and some seconds for a small stage", () => {
    const limit = plan.browser * (1 + room.share) + room.seconds;
    expect(checkBudget(run({ lint: 20, unit: 80, browser: limit - 1 }), plan)).toEqual([]);
    expect(checkBudget(run({ lint: 20, unit: 80, browser: limit + 1 }), plan)).toHaveLength(1);
    expect(checkBudget(run({ lint: 20 + room.seconds, unit: 80, browser: 300 }), plan)).toEqual([]);
  });

  it("does not judge a stage by others that ran at speeds far apart, as on a busy shared machine", () => {
    const unsteady = run({ lint: 20, unit: 80 * 2.5, browser: 300 * 6 });
    expect(judgeable(unsteady, plan)).toBe(false);
    expect(checkBudget(unsteady, plan)).toEqual([]);
    // Steady others still judge a stage that grew, however slow the machine.
    expect(judgeable(run({ lint: 40, unit: 160, browser: 840 }), plan)).toBe(true);
    expect(checkBudget(run({ lint: 40, unit: 160, browser: 840 }), plan)).toHaveLength(1);
  });

  it("asks for a budget for a stage that has none", () => {
    const problems = checkBudget(run({ lint: 20, unit: 80, browser: 300, deploy: 5 }), plan);
    expect(problems).toEqual([expect.stringMatching(/^deploy has no budget/)]);
  });

  it("judges nothing where processor time could not be read", () => {
    const unread = {
      stages: [
        { name: "lint", wall: 20, cpu: null },
        { name: "unit", wall: 900, cpu: null },
      ],
    };
    expect(checkBudget(unread, plan)).toEqual([]);
  });

  it("tabulates each stage's time and its share beside the budget's", () => {
    expect(stageTable(run({ lint: 20, unit: 80, browser: 300 }), plan)).toContain(
      "| browser | 300.0 | 300.0 | 75 % | 75 % |",
    );
  });
});
