import path from "node:path";
import { defineConfig, runnerImport, type Plugin } from "vite";
import { readConfig } from "../app/lib/config-schema.ts";
import { adminPolicy } from "../app/lib/security-policy.ts";

/**
 * The editor's security policy in its own page too, not only in the host's `_headers`: a host
 * that drops or mismatches that rule still serves the editor protected.
 */
function editorPolicy(authUrl: string): Plugin {
  return {
    name: "editor-policy",
    transformIndexHtml: () => [
      {
        tag: "meta",
        attrs: {
          "http-equiv": "Content-Security-Policy",
          content: adminPolicy({ backendOrigins: [new URL(authUrl).origin] }),
        },
        injectTo: "head-prepend",
      },
    ],
  };
}

/**
 * The editor's collections are made from the content schemas (admin/collections.ts), which read
 * the content files with node:fs: that module runs here, in Node, when the editor is built (or
 * its dev server starts), and the bundle gets its result as data. The content modules and zod
 * stay out of the browser; a changed schema makes the dev server run it again.
 */
function generatedCollections(): Plugin {
  const collections = path.resolve(import.meta.dirname, "collections.ts");
  return {
    name: "generated-collections",
    async load(id) {
      if (id.split("?")[0] !== collections) return;
      const { module, dependencies } = await runnerImport<{ collections: unknown }>(collections, {
        resolve: { tsconfigPaths: true },
        logLevel: "warn",
      });
      for (const file of dependencies) this.addWatchFile(file);
      return `export const collections = ${JSON.stringify(module.collections)};\n`;
    },
  };
}

// The content editor at /admin: Decap CMS and its configuration, built apart from the site so
// that no public page carries any of it. It reads the same validated settings as the site
// (where staff sign in, which repository and branch they edit).
export default defineConfig(({ mode, command }) => {
  const config = readConfig(mode, {
    root: `${import.meta.dirname}/..`,
    build: command === "build",
  });
  return {
    root: import.meta.dirname,
    plugins: [editorPolicy(config.cms.authUrl), generatedCollections()],
    define: { __STAR_CONFIG__: JSON.stringify(config) },
    base: "/admin/",
    publicDir: false,
    resolve: { tsconfigPaths: true },
    build: {
      outDir: "../build/client/admin",
      emptyOutDir: true,
      target: "es2022",
      chunkSizeWarningLimit: 6000,
    },
    logLevel: "warn",
  };
});
