// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// `npm ci` runs no install script of any package, whatever the npm version (an older npm on a
// host or in CI knows no per-package list of scripts to allow), and the project itself needs
// none of its own at install time, which the same setting skips.
const root = path.resolve(import.meta.dirname, "..");
const read = (file) => readFileSync(path.join(root, file), "utf8");
const { scripts } = JSON.parse(read("package.json"));

describe("installing the packages", () => {
  it("runs no package's install script, on any npm version", () => {
    const settings = Object.fromEntries(
      read(".npmrc")
        .split("\n")
        .filter((line) => /^\s*[^#;\s]/.test(line))
        .map((line) => line.split("=").map((part) => part.trim())),
    );
    expect(settings["ignore-scripts"]).toBe("true");
  });

  it("leaves nothing of the project's own to an install script or a pre- or post- script, which npm would skip", () => {
    const lifecycle = ["preinstall", "install", "postinstall", "prepare", "prepublish"];
    const skipped = Object.keys(scripts).filter(
      (name) =>
        lifecycle.includes(name) ||
        (/^(pre|post)/.test(name) && name.replace(/^(pre|post)/, "") in scripts),
    );
    expect(skipped).toEqual([]);
  });
});
