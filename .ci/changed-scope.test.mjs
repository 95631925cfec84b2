// @vitest-environment node
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";

// .ci/changed-scope decides whether CI runs the content checks or all of them. It runs here in a
// repository of its own, with one commit as the base and each change as a commit on top of it.
const script = path.resolve(import.meta.dirname, "changed-scope");
let repo;
let base;

const git = (...args) =>
  execFileSync("git", args, {
    cwd: repo,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Test",
      GIT_AUTHOR_EMAIL: "test@example.org",
      GIT_COMMITTER_NAME: "Test",
      GIT_COMMITTER_EMAIL: "test@example.org",
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_CONFIG_NOSYSTEM: "1",
    },
  }).trim();

function write(file, text = `${file}\n`) {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
}

const scope = (...args) =>
  execFileSync(path.join(repo, ".ci/changed-scope"), args, { cwd: repo, encoding: "utf8" }).trim();

/** The scope of a change made by `edit` on top of the base commit. */
function scopeOf(edit) {
  git("checkout", "--quiet", "--detach", base);
  edit();
  git("add", "--all");
  git("commit", "--quiet", "--allow-empty", "--message", "change");
  return scope(base);
}

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), "star-changed-scope-"));
  git("init", "--quiet");
  mkdirSync(path.join(repo, ".ci"));
  copyFileSync(script, path.join(repo, ".ci/changed-scope"));
  for (const file of [
    "app/page.tsx",
    "content/README.md",
    "content/sites.ts",
    "content/sites/maidu.yaml",
    "content/family-help/en/billing.md",
    "package.json",
  ]) {
    write(file);
  }
  git("add", "--all");
  git("commit", "--quiet", "--message", "base");
  base = git("rev-parse", "HEAD");
});

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe(".ci/changed-scope", () => {
  it("runs every check without a base: a push to main, or the team's runner", () => {
    expect(scope()).toBe("full");
  });

  it("runs every check when the base is not in the clone", () => {
    expect(scope("0".repeat(40))).toBe("full");
  });

  it.each([
    ["a site's YAML", () => write("content/sites/maidu.yaml", "phone: (916) 555-0199\n")],
    ["a new help topic", () => write("content/family-help/es/billing.md")],
    ["a deleted YAML file", () => git("rm", "--quiet", "content/sites/maidu.yaml")],
  ])("runs the content checks for what the editor writes: %s", (_, edit) => {
    expect(scopeOf(edit)).toBe("content");
  });

  it.each([
    ["a schema in content/", () => write("content/sites.ts", "export {};\n")],
    ["content/README.md", () => write("content/README.md", "Notes\n")],
    ["code beside content", () => (write("content/sites/maidu.yaml", "a: 1\n"), write("app/x.ts"))],
    ["the dependencies", () => write("package.json", "{}\n")],
    ["a file in public/, which the site serves as it is", () => write("public/flyer.svg")],
    ["code renamed into content/", () => git("mv", "app/page.tsx", "content/page.yaml")],
    ["a tool's settings in content/", () => write("content/.prettierrc.yaml", "semi: false\n")],
    ["a YAML file in a hidden folder", () => write("content/.config/x.yaml", "a: 1\n")],
    ["no change at all", () => {}],
    [
      "a link in content/ to a file outside it",
      () => symlinkSync("../../package.json", path.join(repo, "content/sites/x.yaml")),
    ],
    [
      "a data file in content/ made executable",
      () => chmodSync(path.join(repo, "content/sites/maidu.yaml"), 0o755),
    ],
  ])("runs every check for anything else: %s", (_, edit) => {
    expect(scopeOf(edit)).toBe("full");
  });
});

describe("CI's choice of checks", () => {
  const workflow = parse(
    readFileSync(path.resolve(import.meta.dirname, "../.github/workflows/ci.yml"), "utf8"),
  );
  const step = workflow.jobs.test.steps.find((each) => each.id === "scope");

  /** The step's script, run in the repository as GitHub would, on a pull request from `base`. */
  function choose(baseSha) {
    const temp = mkdtempSync(path.join(tmpdir(), "star-runner-"));
    try {
      const output = path.join(temp, "output");
      writeFileSync(output, "");
      execFileSync("bash", ["-e", "-c", step.run], {
        cwd: repo,
        encoding: "utf8",
        env: {
          ...process.env,
          BASE_SHA: baseSha,
          GITHUB_WORKSPACE: repo,
          GITHUB_OUTPUT: output,
          RUNNER_TEMP: temp,
          GIT_CONFIG_GLOBAL: path.join(temp, "gitconfig"),
        },
      });
      return readFileSync(output, "utf8").trim();
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  }

  it("decides with the rules of the base commit, so a change cannot rewrite them to skip checks", () => {
    scopeOf(() => {
      write(".ci/changed-scope", "#!/usr/bin/env bash\necho content\n");
      write("app/root.tsx");
    });
    expect(scope(base)).toBe("content");
    expect(choose(base)).toBe("scope=full");
  });

  it("runs the content checks for what the editor writes, and every check on a push", () => {
    scopeOf(() => write("content/sites/maidu.yaml", "phone: (916) 555-0199\n"));
    expect(choose(base)).toBe("scope=content");
    expect(choose("")).toBe("scope=full");
  });
});
