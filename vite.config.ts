import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readConfig } from "./app/lib/config-schema.ts";
import { aliases } from "./scripts/aliases.mjs";

export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Validated here, once; app/lib/config.ts hands the result to the app as a constant.
    __STAR_CONFIG__: JSON.stringify(readConfig(mode)),
  },
  resolve: { alias: aliases },
  build: { target: "es2022" },
}));
