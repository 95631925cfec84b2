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

  it("test every pull request and every push to main in one job, `test`, all of it through .ci/run", () => {
    const ci = workflow("ci.yml");
    expect(ci.on).toHaveProperty("pull_request");
    expect(ci.on.push.branches).toContain("main");
    expect(Object.keys(ci.jobs)).toEqual(["test"]);
    const steps = ci.jobs.test.steps;
    const scope = steps.find((step) => step.run?.includes(".ci/changed-scope"));
    const full = steps.find((step) => step.run === ".ci/run");
    const content = steps.find((step) => step.run?.includes("npm run test:content"));
    expect(full.if).toBe(`steps.${scope.id}.outputs.scope != 'content'`);
    expect(content.if).toBe(`steps.${scope.id}.outputs.scope == 'content'`);
    expect(content.run).toMatch(/^npm ci\nnpm run test:content$/m);
    const ciRun = readFileSync(".ci/run", "utf8");
    expect(ciRun).toMatch(/^npm ci\nnpm test$/m);
    expect(readFileSync("README.md", "utf8")).toContain("npm ci && npm start");
  });

  it("install the browsers the tests drive, Java and a virtual display", () => {
    const install = workflow("ci.yml").jobs.test.steps.find((step) =>
      step.run?.includes("apt-get install"),
    );
    for (const pkg of [
      "chromium",
      "default-jre-headless",
      "webkit2gtk-driver",
      "xvfb",
      "firefox-esr",
    ]) {
      expect(install.run.split(/\s+/)).toContain(pkg);
    }
  });

  it("use each action at a full commit, named by its release in a comment", () => {
    const uses = Object.values(workflows).flatMap((text) =>
      [...text.matchAll(/^\s*(?:-\s+)?uses:\s*(.*)$/gm)].map((match) => match[1]),
    );
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) expect(use).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it("leave no GitHub token in the checkout", () => {
    const checkouts = Object.keys(workflows).flatMap((file) =>
      Object.values(workflow(file.split("/").pop()).jobs).flatMap((job) =>
        job.steps.filter((step) => step.uses?.startsWith("actions/checkout@")),
      ),
    );
    expect(checkouts.length).toBeGreaterThan(0);
    for (const step of checkouts) expect(step.with["persist-credentials"]).toBe(false);
  });

  it("keep only the browser tests' report and results, and the suite's timings, of a failed run", () => {
    const steps = workflow("ci.yml").jobs.test.steps;
    const report = steps.find((step) => step.uses?.startsWith("actions/upload-artifact@"));
    expect(report.if).toBe("failure()");
    expect(report.with.path.trim().split("\n")).toEqual([
      "playwright-report/",
      "test-results/",
      "test-timings/",
    ]);
  });

  it("rebuild the site every night with the build hook of the production environment", () => {
    const rebuild = workflow("rebuild.yml");
    expect(rebuild.on.schedule).toHaveLength(1);
    expect(rebuild.jobs.rebuild.environment).toBe("production");
    const secret = /secrets\.(\w+)/.exec(workflows[".github/workflows/rebuild.yml"])?.[1];
    expect(secret).toBeTruthy();
    const guide = readFileSync("docs/deploying.md", "utf8");
    expect(guide).toContain(secret);
    expect(guide).toContain("`production`");
  });

  it("keep the weekly readiness report in one issue, with no more access than that needs", () => {
    const readiness = workflow("readiness.yml");
    expect(readiness.on.schedule).toHaveLength(1);
    expect(readiness.on.schedule[0].cron).toMatch(/^\S+ \S+ \* \* [0-6]$/);
    // contents: read only for the checkout of a private repository (the workflow says so).
    expect(readiness.permissions).toEqual({ contents: "read", issues: "write" });
    const steps = readiness.jobs.report.steps;
    const report = steps.find((step) => step.run?.includes("npm run readiness"));
    const issue = steps.find((step) => step.run?.includes("gh issue"));
    const body = /--issue-body "\$RUNNER_TEMP\/([\w.]+)"/.exec(report.run)?.[1];
    expect(body).toBeTruthy();
    expect(issue.run).toContain(`$RUNNER_TEMP/${body}`);
    for (const command of [
      "gh issue create",
      "gh issue edit",
      "gh issue reopen",
      "gh issue close",
    ]) {
      expect(issue.run).toContain(command);
    }
  });
});
