import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readConfig } from "./app/lib/config-schema.ts";
import { paraglideOptions } from "./i18n/paraglide-options.ts";

export default defineConfig(({ mode, command }) => ({
  plugins: [tailwindcss(), paraglideVitePlugin(paraglideOptions), reactRouter()],
  define: {
    // Validated here, once; app/lib/config.ts hands the result to the app as a constant. Only
    // a build is held to what production needs: the preview server that prerendering starts
    // serves what was built, and loads this file again in no mode of ours.
    __STAR_CONFIG__: JSON.stringify(readConfig(mode, { build: command === "build" })),
  },
  resolve: { tsconfigPaths: true },
  build: { target: "es2022" },
}));
