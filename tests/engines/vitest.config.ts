import { defineConfig } from "vitest/config";
import { vitestReporters } from "../timings/reporters.ts";

// The cross-engine smoke suite (`npm run test:engines`): WebKit and Firefox, one file each, side
// by side, against the built demo site that global-setup.ts serves.
export default defineConfig({
  test: {
    include: ["tests/engines/**/*.test.ts"],
    reporters: vitestReporters(),
    environment: "node",
    globalSetup: ["tests/engines/global-setup.ts"],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
