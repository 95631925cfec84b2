import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { inlineScripts } from "./inline-scripts";

// Chromium and Firefox take the visitor's day from Temporal, other engines from Intl (which
// inline-scripts.dom.test.ts runs in jsdom). Node keeps Temporal behind a flag, so the same
// notice is shown or hidden here by V8's Temporal, in a Node of its own.
const runWithTemporal = (cases: [string, boolean][]) => {
  const program = `
    if (typeof Temporal !== "object") throw new Error("no Temporal in this Node");
    const [source, cases] = JSON.parse(process.argv[1]);
    console.log(JSON.stringify(cases.map(([now]) => {
      Date.now = () => Date.parse(now);
      const notice = { dataset: { first: "2026-03-05", last: "2026-03-06" }, hidden: undefined };
      globalThis.document = { currentScript: { previousElementSibling: notice } };
      new Function(source)();
      return notice.hidden;
    })));`;
  const run = spawnSync(
    process.execPath,
    ["--harmony-temporal", "-e", program, JSON.stringify([inlineScripts.noticeDays, cases])],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as boolean[];
};

describe("the days scripts where the browser has Temporal", () => {
  it("hide the notice outside its days in California, as the Intl path does", () => {
    const cases: [string, boolean][] = [
      ["2026-03-04T20:00:00Z", true],
      ["2026-03-05T20:00:00Z", false],
      // Late on the last day in California, already the next day in UTC.
      ["2026-03-07T06:00:00Z", false],
      ["2026-03-07T20:00:00Z", true],
      // The night clocks go forward (March 8, 2026): 23:30 on the 7th in California.
      ["2026-03-08T07:30:00Z", true],
    ];
    expect(runWithTemporal(cases)).toEqual(cases.map(([, hidden]) => hidden));
  });
});
