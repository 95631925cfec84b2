import { loadEnv } from "vite";
import { defineConfig } from "vitest/config";
import { parseConfig } from "./app/lib/config-schema.ts";
import { aliases } from "./scripts/aliases.mjs";

export default defineConfig({
  define: {
    __STAR_CONFIG__: JSON.stringify(parseConfig(loadEnv("test", process.cwd(), "VITE_"))),
  },
  resolve: { alias: aliases },
  test: {
    include: [
      "{app,content,scripts}/**/*.test.{ts,tsx}",
      "emulator/**/*.test.mjs",
      "scripts/**/*.test.mjs",
      "tests/build/**/*.test.mjs",
    ],
    environment: "jsdom",
    setupFiles: ["./app/test/setup-test-env.ts"],
    restoreMocks: true,
  },
});
