// @vitest-environment node
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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
    ["no change at all", () => {}],
  ])("runs every check for anything else: %s", (_, edit) => {
    expect(scopeOf(edit)).toBe("full");
  });
});
