import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { emulatorForDemoBuild } from "./emulator/for-build.mjs";
import { contentReload } from "./scripts/content-reload.mjs";
import { clientChunks } from "./scripts/client-chunks.ts";
import { serverBuildReadyBeforePrerender } from "./scripts/server-build-ready.ts";
import { readConfig } from "./app/lib/config-schema.ts";
import { paraglideOptions } from "./i18n/paraglide-options.ts";

export default defineConfig(({ mode, command }) => {
  // Validated here, once; app/lib/config.ts hands the result to the app as a constant. Only
  // a build is held to what production needs: the preview server that prerendering starts
  // serves what was built, and loads this file again in no mode of ours.
  const config = readConfig(mode, { build: command === "build" });
  return {
    plugins: [
      tailwindcss(),
      paraglideVitePlugin(paraglideOptions),
      reactRouter(),
      // A demo build puts the emulator's events and camps in its pages.
      emulatorForDemoBuild(Number(new URL(config.calendarApiUrl).port)),
      // The development server shows a saved content file at once.
      contentReload(),
      serverBuildReadyBeforePrerender(),
      clientChunks(),
    ],
    define: { __STAR_CONFIG__: JSON.stringify(config) },
    resolve: { tsconfigPaths: true },
    build: { target: "es2022" },
    // Vite's default lets a page on any other localhost port read the dev server's answers.
    server: { cors: false },
  };
});
