import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { parseConfig } from "./app/lib/config-schema.ts";
import { aliases } from "./scripts/aliases.mjs";
import { chunkManifest } from "./scripts/chunk-manifest.mjs";
import { clientContentWithoutValidator } from "./scripts/client-content.mjs";
import { clientOnlyLoaders } from "./scripts/client-only-loaders.mjs";
import { sharedChunks } from "./scripts/shared-chunks.mjs";

export default defineConfig(({ mode }) => ({
  plugins: [
    ...(process.env.STAR_BENCH_CLIENT_ONLY === "1" ? [clientOnlyLoaders()] : []),
    tailwindcss(),
    reactRouter(),
    clientContentWithoutValidator(),
    sharedChunks(),
    chunkManifest(),
  ],
  define: {
    // Validated here, once; app/lib/config.ts hands the result to the app as a constant.
    __STAR_CONFIG__: JSON.stringify(parseConfig(loadEnv(mode, process.cwd(), "VITE_"))),
    // The prerendered copyright year; the browser replaces it with its own (current-year.tsx).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  resolve: { alias: aliases },
  build: { target: "es2022" },
}));
