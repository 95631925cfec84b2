import { watch } from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, runnerImport, type Plugin } from "vite";
import { readConfig } from "../app/lib/config-schema.ts";
import { adminPolicy, LOCAL_CMS_BACKEND } from "../app/lib/security-policy.ts";
import { PREVIEW_FACTS_EVENT } from "./preview-facts-event.ts";

/**
 * The editor's security policy in its own page too, not only in the host's `_headers`: a host
 * that drops or mismatches that rule still serves the editor protected.
 */
function editorPolicy(authUrl: string, localBackend: string | null): Plugin {
  return {
    name: "editor-policy",
    transformIndexHtml: () => [
      {
        tag: "meta",
        attrs: {
          "http-equiv": "Content-Security-Policy",
          content: adminPolicy({
            backendOrigins: [new URL(authUrl).origin],
            ...(localBackend && { localBackend }),
          }),
        },
        injectTo: "head-prepend",
      },
    ],
  };
}

/**
 * The editor's collections are made from the content schemas (admin/collections.ts), which read
 * the content files with node:fs, and its previews need facts of other files
 * (admin/preview-facts.ts): those modules run here, in Node, when the editor is built (or its
 * dev server starts), and the bundle gets their results as data. The content modules and zod
 * stay out of the browser; a changed schema makes the dev server run them again.
 */
function generatedInNode(define: Record<string, string>): Plugin {
  const modules: Record<string, string[]> = {
    [path.resolve(import.meta.dirname, "collections.ts")]: [
      "collections",
      "editorCollections",
      "siteNames",
    ],
    [path.resolve(import.meta.dirname, "preview-facts.ts")]: ["previewFacts"],
    [path.resolve(import.meta.dirname, "staff-guide.ts")]: ["staffGuide"],
    [path.resolve(import.meta.dirname, "readiness.ts")]: ["readinessReports"],
  };
  const facts = path.resolve(import.meta.dirname, "preview-facts.ts");
  const run = (file: string) =>
    runnerImport<Record<string, unknown>>(file, {
      resolve: { tsconfigPaths: true },
      define,
      logLevel: "warn",
    });
  const code = (file: string, module: Record<string, unknown>) =>
    modules[file]!.map((name) => `export const ${name} = ${JSON.stringify(module[name])};\n`).join(
      "",
    );
  return {
    name: "generated-in-node",
    async load(id) {
      const file = id.split("?")[0]!;
      if (!modules[file]) return;
      const { module, dependencies } = await run(file);
      for (const each of dependencies) this.addWatchFile(each);
      return code(file, module);
    },
    // `npm run cms`: after each saved change, the previews get the facts as saved now (a site's
    // page shows Galaxy's new closing time), and a reload of the editor too; the content is read
    // again in Node, as when the editor started.
    configureServer(server) {
      const folder = path.resolve(
        process.env.STAR_CONTENT_FOLDER ?? path.resolve(import.meta.dirname, "../content"),
      );
      let timer: ReturnType<typeof setTimeout> | undefined;
      const refresh = async () => {
        for (const file of Object.keys(modules)) {
          for (const environment of Object.values(server.environments)) {
            const graph = environment.moduleGraph;
            for (const each of graph.getModulesByFile(file) ?? []) graph.invalidateModule(each);
          }
        }
        try {
          const { module } = await run(facts);
          server.ws.send({ type: "custom", event: PREVIEW_FACTS_EVENT, data: module.previewFacts });
        } catch (error) {
          // A file the schemas refuse: the previews keep the facts they have, and the site
          // preview names the file and the field.
          server.config.logger.warn(`The previews keep their facts: ${(error as Error).message}`);
        }
      };
      const watcher = watch(folder, { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => void refresh(), 300);
      });
      server.httpServer?.once("close", () => watcher.close());
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
  // `npm run cms` (admin/serve-locally.mjs) may move the local backend and names its site preview; a
  // build knows neither and keeps the usual backend address, and a build to publish (production
  // mode, on Netlify) has no local backend at all.
  const serving = command === "serve";
  const published = !serving && mode === "production";
  const local = {
    backend: published
      ? null
      : serving && process.env.CMS_BACKEND_PORT
        ? `http://localhost:${process.env.CMS_BACKEND_PORT}`
        : LOCAL_CMS_BACKEND,
    preview: (serving && process.env.CMS_PREVIEW_URL) || null,
  };
  const define = {
    __STAR_CONFIG__: JSON.stringify(config),
    __CMS_LOCAL__: JSON.stringify(local),
  };
  return {
    root: import.meta.dirname,
    // Its own cache of pre-bundled modules: the site's dev server, started beside it by
    // `npm run cms`, rewrites node_modules/.vite with its own, and the editor's requests for
    // Decap would then be refused as outdated (a blank editor).
    cacheDir: path.resolve(import.meta.dirname, "../node_modules/.vite-admin"),
    // Tailwind compiles the site's stylesheet for the previews (admin/previews.tsx).
    plugins: [
      tailwindcss(),
      editorPolicy(config.cms.authUrl, local.backend),
      generatedInNode(define),
    ],
    define,
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
