// A copy of the project to build or edit without touching the real one (the content editor's
// browser test, the edited-content variant): every file but the dependencies, git and what builds
// and tests write. node_modules is linked, not copied.
import { cp, mkdir, readdir, rm, symlink } from "node:fs/promises";
import path from "node:path";

const project = path.resolve(import.meta.dirname, "..");
const notCopied = new Set([
  "node_modules",
  ".git",
  "build",
  "build-variants",
  "test-results",
  "playwright-report",
  "bench",
]);

/** Copies the project into `target` (emptied first) and returns the copy's absolute path. */
export async function copyProject(target) {
  const copy = path.resolve(target);
  await rm(copy, { recursive: true, force: true });
  await mkdir(copy, { recursive: true });
  // Entry by entry: the copy may be inside the project (build-variants/), which a copy of the
  // whole folder refuses.
  for (const entry of await readdir(project)) {
    if (notCopied.has(entry)) continue;
    await cp(path.join(project, entry), path.join(copy, entry), { recursive: true });
  }
  await symlink(path.join(project, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}
