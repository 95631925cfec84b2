import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~content": fileURLToPath(new URL("./content", import.meta.url)),
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: [
      "{app,content,scripts}/**/*.test.{ts,tsx}",
      "emulator/**/*.test.mjs",
      "scripts/**/*.test.mjs",
    ],
    environment: "jsdom",
    setupFiles: ["./app/test/setup-test-env.ts"],
    restoreMocks: true,
  },
});
