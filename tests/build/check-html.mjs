// `npm run check:html`: the Nu HTML Checker (vnu-jar) must find no error in any built HTML file.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? "build/client");
  const errors = validateHtml(dir);
  if (errors.length > 0) {
    console.error(`HTML check: ${errors.length} error(s):\n  ${errors.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`HTML check: vnu finds no error in ${path.relative(process.cwd(), dir)}`);
}
