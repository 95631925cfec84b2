// Decap's local backend (decap-server, in its file-system mode) for `npm run cms` and the
// editor's browser tests: by itself it writes any file of the repository it is asked to, so it
// answers the editor alone, in the editor's folders alone. It listens on 127.0.0.1 only, and decap-server itself checks neither the Host a
// request was sent to nor any page's origin but "some localhost port": a web page the developer
// has open could reach it by DNS rebinding (its own name answering 127.0.0.1, so the browser
// sends "Host: rebind.example") or from another local port, and write content/ or .git/hooks.
// Here every request must name this server as localhost or 127.0.0.1, a request from a page
// must come from the editor's own origin, and every path a request names must lie in the content
// or the editor's media folder (admin/editor-folders.mjs): even the editor, or a script run in
// its page, cannot write a git hook or package.json.
//
// Settings, from the environment: PORT, GIT_REPO_DIRECTORY (the repository whose files it
// serves), CMS_EDITOR_ORIGINS (the editor's origins, comma-separated), LOG_LEVEL.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CONTENT_FOLDER, MEDIA_FOLDER } from "./editor-folders.mjs";

export const LOOPBACK = "127.0.0.1";
const LOCAL_NAMES = ["localhost", LOOPBACK];

/**
 * Refuses (403, and nothing done) a request sent to another host name than this machine's own,
 * or from a page of another origin than the editor's. Tools without an Origin (curl, the
 * tests' fetch) are let through when they name this host.
 */
function onlyFromTheEditor({ port, origins }) {
  const hosts = new Set(LOCAL_NAMES.map((name) => `${name}:${port}`));
  const allowed = new Set(origins);
  return (request, response, next) => {
    const host = (request.headers.host ?? "").toLowerCase();
    const origin = request.headers.origin;
    if (!hosts.has(host)) {
      response
        .status(403)
        .type("text/plain")
        .send(`Refused: ${host || "no host"} is not this machine.`);
      return;
    }
    if (origin !== undefined && !allowed.has(origin)) {
      response.status(403).type("text/plain").send(`Refused: ${origin} is not the editor.`);
      return;
    }
    next();
  };
}

const EDITOR_FOLDERS = [CONTENT_FOLDER, MEDIA_FOLDER];
/** The fields of Decap's requests that name a file or folder of the repository. */
const PATH_FIELDS = new Set(["path", "newPath", "paths", "folder", "mediaFolder"]);

/** Every path a request's parameters name, however deep. */
function* pathsIn(value, field) {
  if (typeof value === "string") {
    if (PATH_FIELDS.has(field)) yield value;
  } else if (Array.isArray(value)) {
    for (const each of value) yield* pathsIn(each, field);
  } else if (value && typeof value === "object") {
    for (const [name, each] of Object.entries(value)) yield* pathsIn(each, name);
  }
}

const inEditorFolders = (file) => {
  const normal = path.posix.normalize(file.replaceAll("\\", "/"));
  return EDITOR_FOLDERS.some((folder) => normal === folder || normal.startsWith(`${folder}/`));
};

/** Refuses (403, and nothing done) a request that names a path outside the editor's folders. */
function onlyTheEditorsFolders(request, response, next) {
  const outside = [...pathsIn(request.body?.params, "params")].filter(
    (file) => !inEditorFolders(file),
  );
  if (outside.length > 0) {
    response
      .status(403)
      .type("text/plain")
      .send(
        `Refused: the editor works only in ${EDITOR_FOLDERS.map((folder) => `${folder}/`).join(" and ")}, not ${outside.join(", ")}.`,
      );
    return;
  }
  next();
}

/** Decap's backend behind the checks, on 127.0.0.1:`port`, serving `repository`. */
function serveBackend({ port, repository, origins, logLevel = "info" }) {
  process.env.GIT_REPO_DIRECTORY = repository;
  // decap-server's own express and middlewares, as its command would use them.
  const fromDecap = createRequire(createRequire(import.meta.url).resolve("decap-server"));
  const express = fromDecap("express");
  const { registerLocalFs } = fromDecap("./middlewares.js");
  const app = express();
  app.disable("x-powered-by");
  // First: decap-server then answers, with its own rule for cross-origin requests (any localhost
  // port), only what this check let through.
  app.use(onlyFromTheEditor({ port, origins }));
  // Decap reads the same body again: its parser leaves one that is already read.
  app.use(express.json({ limit: "50mb" }));
  app.use(onlyTheEditorsFolders);
  return registerLocalFs(app, { logLevel }).then(
    () =>
      new Promise((resolve) => {
        const server = app.listen(port, LOOPBACK, () => resolve(server));
      }),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT);
  const origins = (process.env.CMS_EDITOR_ORIGINS ?? "").split(",").filter(Boolean);
  if (!port || origins.length === 0) {
    console.error("local-backend: set PORT and CMS_EDITOR_ORIGINS (the editor's origins).");
    process.exit(1);
  }
  await serveBackend({
    port,
    repository: process.env.GIT_REPO_DIRECTORY ?? process.cwd(),
    origins,
    logLevel: process.env.LOG_LEVEL ?? "info",
  });
  console.log(`Decap's local backend on http://localhost:${port}, for ${origins.join(" and ")}`);
}
