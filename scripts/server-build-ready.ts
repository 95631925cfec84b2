import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/**
 * Loads the server build as soon as it is written, before any page is prerendered. React Router
 * prerenders each page by a request to a preview server that loads the server build on its first
 * request, and gives each request 10 seconds, with no retry and no setting to change either:
 * loading the build runs every content module (reading and checking every file), which on a slow
 * or busy machine took the first request past its 10 seconds. Loaded here, outside any request,
 * the preview server gets it from Node's module cache at once, and every request does only its
 * page's work. (docs/testing.md, "A slow machine".)
 */
export function serverBuildReadyBeforePrerender(): Plugin {
  return {
    name: "star:server-build-ready-before-prerender",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "ssr" || !options.dir || !("index.js" in bundle)) return;
      await import(pathToFileURL(path.resolve(options.dir, "index.js")).href);
    },
  };
}
