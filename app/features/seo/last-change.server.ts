import { execFileSync } from "node:child_process";

/** What the pages are made of: their words, the words of the screens, and the site's code. */
const SOURCES = ["content", "messages", "app", "i18n"];

/**
 * The day the pages last changed in words or form ("2026-11-30"): the day of the newest commit
 * that touched what they are made of, as git records it. Undefined where git cannot say (a copy
 * of the site without its history), so that no day is made up.
 */
export function lastChangeDay(): string | undefined {
  try {
    const day = execFileSync("git", ["log", "-1", "--format=%cs", "--", ...SOURCES], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
  } catch {
    return undefined;
  }
}
