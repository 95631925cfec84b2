// The development server (`npm run dev`, and the site preview of `npm run cms`) shows a content
// file as it is saved, without starting again. The content modules read their files with node:fs
// when they are evaluated (content/read.ts), which Vite cannot see; so when a file of the content
// folder is written, added or removed, the server's modules are evaluated afresh on the next
// request (Vite's own "full-reload" of the server's module runner, which reuses every module it
// has already transformed), and an open page that runs Vite's client reloads itself.
import path from "node:path";

/** Vite's wait for a saved file to settle: one save can be written in several steps. */
const SETTLE_MS = 100;

/** @returns {import("vite").Plugin} */
export function contentReload() {
  return {
    name: "content-reload",
    apply: "serve",
    configureServer(server) {
      const folder = path.resolve(process.env.STAR_CONTENT_FOLDER ?? "content");
      const inFolder = (file) => file.startsWith(folder + path.sep) && /\.(ya?ml|md)$/.test(file);
      // A copy of content/ outside the project (as `npm run cms` edits one in its browser test).
      server.watcher.add(folder);
      let timer;
      const reload = (file) => {
        if (!inFolder(path.resolve(file))) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          for (const environment of Object.values(server.environments)) {
            environment.hot.send({ type: "full-reload", path: "*" });
          }
        }, SETTLE_MS);
      };
      for (const event of ["change", "add", "unlink"]) server.watcher.on(event, reload);
    },
  };
}
