import type { Config } from "@react-router/dev/config";
import { compile } from "@inlang/paraglide-js";
import { existsSync } from "node:fs";
import path from "node:path";
import { readStandInRule } from "./app/lib/config-schema.ts";
import { paraglideOptions } from "./i18n/paraglide-options.ts";

// The route table, and the layers under it, read the compiled words of the screens
// (i18n/paraglide/) as soon as React Router loads them, before Vite's Paraglide plugin compiles
// them. After `npm ci`, which runs no script (.npmrc), they are compiled here first.
if (!existsSync(path.join(paraglideOptions.outdir, "runtime.js"))) await compile(paraglideOptions);

/**
 * Reads every content file before any page is prerendered: a mistake stops the build here, with
 * the file, the field and what is wrong, where a page would only say that it failed.
 */
async function checkContent() {
  try {
    await import("./content/all.ts");
  } catch (error) {
    if (!(error instanceof Error) || error.name !== "ContentError") throw error;
    const problem = new Error(
      `A content file has a mistake, so the site was not built:\n${error.message}\n` +
        "Fix the field in the editor (or the file), and save again.",
    );
    problem.stack = problem.message;
    throw problem;
  }
}

/**
 * What the content holds that families must not read as real: the build's log names the dated
 * facts whose last day has passed (the pages show their neutral words instead), and a production
 * build on Netlify refuses stand-in facts, naming each by file and field, unless the
 * organisation publishes them on purpose; every other build warns (scripts/readiness-findings.ts).
 */
async function checkReadiness() {
  const rule = readStandInRule();
  const { readinessAtBuild } = await import("./scripts/readiness-findings.ts");
  readinessAtBuild(rule);
}

// React Router asks for the paths to prerender more than once in a build (for the server's
// entry, then to prerender): the content is checked each time, its readiness said once.
let readinessChecked: Promise<void> | undefined;

// Every static path of app/routes.ts is prerendered (site pages included, they are static
// routes built from content; sitemap.xml and robots.txt too), in both languages, plus /404 and
// /es/404 for the Not Found pages that the server sends. What only a finished build can do
// (the host's rules, the editor, compression) follows in buildEnd.
export default {
  ssr: false,
  async prerender({ getStaticPaths }) {
    await checkContent();
    await (readinessChecked ??= checkReadiness());
    return [...getStaticPaths(), "/404", "/es/404"];
  },
  async buildEnd({ viteConfig, reactRouterConfig }) {
    const { finishBuild } = await import("./scripts/finish-build.ts");
    await finishBuild({
      root: path.join(reactRouterConfig.buildDirectory, "client"),
      mode: viteConfig.mode,
      // The check of office edits (tests/office-edits/check.mjs) builds without the editor:
      // content does not change it, and it is a third of a build.
      admin: process.env.STAR_WITHOUT_EDITOR !== "1",
    });
  },
} satisfies Config;
