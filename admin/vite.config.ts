import { defineConfig } from "vite";
import { readConfig } from "../app/lib/config-schema.ts";

// The content editor at /admin: Decap CMS and its configuration, built apart from the site so
// that no public page carries any of it. It reads the same validated settings as the site
// (where staff sign in, which repository and branch they edit).
export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  define: { __STAR_CONFIG__: JSON.stringify(readConfig(mode, `${import.meta.dirname}/..`)) },
  base: "/admin/",
  publicDir: false,
  build: {
    outDir: "../build/client/admin",
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 6000,
  },
  logLevel: "warn",
}));
