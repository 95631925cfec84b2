import path from "node:path";
import { defineConfig, runnerImport, type Plugin } from "vite";
import { readConfig } from "../app/lib/config-schema.ts";
import { adminPolicy, LOCAL_CMS_BACKEND } from "../app/lib/security-policy.ts";

/**
 * The editor's security policy in its own page too, not only in the host's `_headers`: a host
 * that drops or mismatches that rule still serves the editor protected.
 */
function editorPolicy(authUrl: string, localBackend: string): Plugin {
  return {
    name: "editor-policy",
    transformIndexHtml: () => [
      {
        tag: "meta",
        attrs: {
          "http-equiv": "Content-Security-Policy",
          content: adminPolicy({ backendOrigins: [new URL(authUrl).origin], localBackend }),
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
  // `npm run cms` (scripts/cms.mjs) may move the local backend and names its site preview; a
  // build knows neither and keeps the usual backend address.
  const serving = command === "serve";
  const local = {
    backend:
      serving && process.env.CMS_BACKEND_PORT
        ? `http://localhost:${process.env.CMS_BACKEND_PORT}`
        : LOCAL_CMS_BACKEND,
    preview: (serving && process.env.CMS_PREVIEW_URL) || null,
  };
  return {
    root: import.meta.dirname,
    // Its own cache of pre-bundled modules: the site's dev server, started beside it by
    // `npm run cms`, rewrites node_modules/.vite with its own, and the editor's requests for
    // Decap would then be refused as outdated (a blank editor).
    cacheDir: path.resolve(import.meta.dirname, "../node_modules/.vite-admin"),
    plugins: [editorPolicy(config.cms.authUrl, local.backend), generatedCollections()],
    define: {
      __STAR_CONFIG__: JSON.stringify(config),
      __CMS_LOCAL__: JSON.stringify(local),
    },
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
