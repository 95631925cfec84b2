// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The Node that npm scripts run on comes from platform packages the lock file records
// (docs/decisions/019), and says the same major version as engines and .nvmrc.
const root = path.resolve(import.meta.dirname, "..");
const read = (file) => readFileSync(path.join(root, file), "utf8");
const pkg = JSON.parse(read("package.json"));
const lock = JSON.parse(read("package-lock.json"));
const runtime = Object.entries(pkg.optionalDependencies ?? {}).filter(([name]) =>
  /^node-(bin-)?[a-z]+\d*-[a-z0-9]+$/.test(name),
);

describe("the Node runtime of npm scripts", () => {
  it("is one exact version for every platform, the major version engines and .nvmrc ask for", () => {
    expect(runtime.length).toBeGreaterThan(0);
    const versions = new Set(runtime.map(([, version]) => version));
    expect([...versions]).toHaveLength(1);
    const [version] = versions;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const major = version.split(".")[0];
    expect(pkg.engines.node).toBe(`${major}.x`);
    expect(read(".nvmrc").trim()).toBe(major);
    // This test runs under npm too, on that runtime (or, where no package fits, the machine's own).
    expect(process.versions.node.split(".")[0]).toBe(major);
  });

  it("is installed from the lock file, for its own platform only, with no install script", () => {
    for (const [name, version] of runtime) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry, name).toMatchObject({
        version,
        optional: true,
        bin: { node: expect.any(String) },
      });
      expect(entry.integrity, name).toMatch(/^sha512-/);
      expect(entry.os, name).toBeTruthy();
      expect(entry.cpu, name).toBeTruthy();
      expect(entry.hasInstallScript, name).toBeUndefined();
    }
    expect(lock.packages["node_modules/node"]).toBeUndefined();
    expect(pkg.devDependencies.node).toBeUndefined();
  });
});
