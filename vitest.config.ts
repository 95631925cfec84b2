import { defineConfig } from "vitest/config";
import { readConfig } from "./app/lib/config-schema.ts";
import { aliases } from "./scripts/aliases.mjs";

export default defineConfig({
  define: {
    __STAR_CONFIG__: JSON.stringify(readConfig("test")),
  },
  resolve: { alias: aliases },
  test: {
    include: [
      "{admin,app,content,scripts}/**/*.test.{ts,tsx}",
      "emulator/**/*.test.mjs",
      "scripts/**/*.test.mjs",
      "tests/build/**/*.test.mjs",
    ],
    environment: "jsdom",
    setupFiles: ["./app/test/setup-test-env.ts"],
    restoreMocks: true,
  },
});
