import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { defineConfig } from "vitest/config";
import { readConfig } from "./app/lib/config-schema.ts";
import { paraglideOptions } from "./i18n/paraglide-options.ts";
import { vitestReporters } from "./tests/timings/reporters.ts";

// Tests sit beside their code. Most need no browser and run in Node; those that render React
// or use the DOM (`*.test.tsx`, `*.dom.test.ts`) run in jsdom. The checks of content (schemas,
// the editor's fields) are a project of their own, which the check of a staff edit runs; those
// of a built site (`tests/build/*.built.test.ts`) need a build first. A console.error fails a test.
const rendering = ["**/*.test.tsx", "**/*.dom.test.ts"];
const builtSite = "tests/build/**/*.built.test.ts";

export default defineConfig({
  plugins: [paraglideVitePlugin(paraglideOptions)],
  define: {
    __STAR_CONFIG__: JSON.stringify(readConfig("test", { build: false })),
  },
  resolve: { tsconfigPaths: true },
  test: {
    // A worker per core: Vitest leaves one core to its own process by default, which on two
    // cores ran every test file one after another while the other core waited.
    maxWorkers: "100%",
    reporters: vitestReporters(),
    restoreMocks: true,
    setupFiles: ["./app/test/setup-test-env.ts"],
    // A test and its setup end when they are done; these only stop one that never is, and are
    // far from what a slow or busy machine needs (docs/testing.md, "A slow machine").
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "content",
          environment: "node",
          // Like the node project, the files share their imports: the content is read once per
          // worker. No test changes what another reads (a folder is read with its own schema).
          isolate: false,
          include: ["{admin,content}/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          // These files share no state, so they share their imports: the content and the
          // messages load once per worker, not once per file, which was most of their time.
          isolate: false,
          include: [
            "{app,i18n,scripts,server,emulator,bench,tests/build,tests/timings,.ci}/**/*.test.{ts,mjs}",
            // The local editor's launcher; the editor's own tests are in the content project.
            "admin/**/*.test.mjs",
          ],
          exclude: ["**/node_modules/**", ...rendering, builtSite],
        },
      },
      {
        extends: true,
        test: {
          name: "built-site",
          environment: "node",
          // They read the same built pages and content: loaded once per worker, not per file.
          isolate: false,
          include: [builtSite],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          // A worker's files share one jsdom and their imports (React, the content): setting
          // them up per file took three times as long as the tests. setup-dom.ts empties the
          // page after each test.
          isolate: false,
          include: rendering.map((glob) => `app/${glob}`),
          setupFiles: ["./app/test/setup-dom.ts"],
        },
      },
    ],
  },
});
