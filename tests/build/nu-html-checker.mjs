// The Nu HTML Checker (vnu-jar) over a folder of HTML files (html.built.test.ts).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const vnuJar = createRequire(import.meta.url)("vnu-jar");

/**
 * Runs vnu over `dir` (HTML files only); returns its error messages, one per line. The site's
 * stylesheet is inline in every page, and vnu's CSS checker does not know today's CSS
 * (`@property`, anchor positioning), so its CSS messages are left out, as the stylesheet was
 * when it was a file of its own; Tailwind and Vite have parsed it by then.
 */
export function validateHtml(dir) {
  const result = spawnSync(
    "java",
    [
      "-jar",
      vnuJar,
      "--errors-only",
      "--skip-non-html",
      "--filterpattern",
      "CSS: .*",
      "--format",
      "gnu",
      dir,
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) {
    throw new Error(
      `Could not run java (${result.error.message}). The HTML check needs Java 11 or newer: ` +
        "on Debian/Ubuntu `sudo apt-get install -y default-jre-headless`.",
    );
  }
  const messages = `${result.stdout}${result.stderr}`
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (result.status !== 0 && messages.length === 0) {
    throw new Error(`vnu exited with status ${result.status} and no message`);
  }
  return messages;
}
