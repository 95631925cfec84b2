import { defineConfig } from "vite";

// The content editor at /admin: Decap CMS and its configuration, built apart from the site so
// that no public page carries any of it.
export default defineConfig({
  root: import.meta.dirname,
  base: "/admin/",
  publicDir: false,
  build: {
    outDir: "../build/client/admin",
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 6000,
  },
  logLevel: "warn",
});
