// `npm run cms`: edit the content on your own machine. Decap CMS (admin/) runs in Vite's dev
// server and saves straight into content/ through Decap's local backend (decap-server). The
// site's dev server beside it is the preview: it reads a saved file again at once, so a page
// loaded after a save shows it (scripts/content-reload.mjs). Ctrl+C stops all of them.
//
// All of them listen on 127.0.0.1 only: the backend writes any file of the repository it is
// asked to, so nothing else on the network may reach it, and it answers only the editor's own
// pages (admin/local-backend.mjs), so no other page open in the browser can either.
import { spawn } from "node:child_process";
import { connect } from "node:net";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { LOOPBACK } from "./local-backend.mjs";

export { LOOPBACK };

const root = path.resolve(import.meta.dirname, "..");
// The editor looks for the local backend here unless CMS_BACKEND_PORT names another
// (LOCAL_CMS_BACKEND in app/lib/security-policy.ts, admin/vite.config.ts).
export const BACKEND_PORT = 8081;

/** The three addresses, each movable so that two copies of the project can run side by side. */
export function cmsPorts(env = process.env) {
  return {
    editor: Number(env.CMS_PORT ?? 3001),
    backend: Number(env.CMS_BACKEND_PORT ?? BACKEND_PORT),
    preview: Number(env.CMS_PREVIEW_PORT ?? 5173),
  };
}

/** The addresses a browser may open the editor at, on its port: the one printed, and 127.0.0.1. */
export function editorOrigins(port) {
  return [`http://localhost:${port}`, `http://${LOOPBACK}:${port}`];
}

/**
 * Decap's local backend, serving the files of `repository` on 127.0.0.1 (admin/local-backend.mjs):
 * it answers only requests sent to this machine by name (localhost, 127.0.0.1) and, from a web
 * page, only those of the editor's `origins`.
 */
export function startBackend({
  port = BACKEND_PORT,
  repository = root,
  origins = editorOrigins(cmsPorts().editor),
  stdio = ["ignore", "inherit", "inherit"],
  detached = false,
} = {}) {
  return spawn(process.execPath, [path.join(root, "admin/local-backend.mjs")], {
    env: {
      ...process.env,
      PORT: String(port),
      GIT_REPO_DIRECTORY: repository,
      CMS_EDITOR_ORIGINS: origins.join(","),
    },
    stdio,
    detached,
  });
}

/** Whether something accepts a connection on the loopback `port`. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: LOOPBACK, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Whether the editor's development server serves the module at `address` and the dependencies it
 * imports (Decap's bundle among them), which it answers only once it has bundled them.
 */
async function prepared(address) {
  try {
    const response = await fetch(address);
    const module = await response.text();
    if (!response.ok) return false;
    const dependencies = [...module.matchAll(/"(\/[^"]*\/\.vite-admin\/deps\/[^"]+)"/g)];
    for (const [, path] of dependencies) {
      const dependency = await fetch(new URL(path, address));
      await dependency.arrayBuffer();
      if (!dependency.ok) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a child and everything it started. Each child leads its own process group
 * (`detached`), so a signal to the group also reaches the servers it spawned, which a signal to
 * the child alone would leave running on their ports.
 */
function stopGroup(child, signal = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
}

function main() {
  const ports = cmsPorts();
  const preview = `http://localhost:${ports.preview}/`;
  // The repository whose content/ is edited: this one, or a copy (the browser test of
  // `npm run cms` edits a copy, so the repository stays as it is).
  const repository = process.env.CMS_REPOSITORY ? path.resolve(process.env.CMS_REPOSITORY) : root;
  const content = path.join(repository, "content");
  const backend = startBackend({
    port: ports.backend,
    repository,
    origins: editorOrigins(ports.editor),
    detached: true,
  });
  // The binaries themselves, not through npx, which would leave them running when stopped.
  const editor = spawn(
    path.join(root, "node_modules/.bin/vite"),
    [
      "--config",
      "admin/vite.config.ts",
      "--host",
      LOOPBACK,
      "--port",
      String(ports.editor),
      "--strictPort",
    ],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
      env: {
        ...process.env,
        CMS_BACKEND_PORT: String(ports.backend),
        CMS_PREVIEW_URL: preview,
        // The previews read the facts of the edited content/ too (admin/preview-facts.ts).
        STAR_CONTENT_FOLDER: content,
      },
    },
  );

  // The site's development server, on the preview's address, reading the edited content/
  // (content/read.ts).
  const site = spawn("node", ["scripts/dev.mjs", "--port", String(ports.preview), "--strictPort"], {
    cwd: root,
    stdio: "inherit",
    detached: true,
    env: { ...process.env, STAR_CONTENT_FOLDER: content },
  });
  let stopping = false;

  // The addresses once each answers with what it serves, so that the first click on them opens
  // a page: the editor's first start after an install bundles its dependencies for minutes, and
  // its page would stay blank meanwhile.
  void (async () => {
    console.log(
      "Preparing the editor and the site preview (the first time after npm ci, a few minutes)…",
    );
    while (!stopping && !(await listening(ports.editor))) await delay(200);
    while (
      !stopping &&
      !(await prepared(`http://${LOOPBACK}:${ports.editor}/admin/start-editor.ts`))
    ) {
      await delay(500);
    }
    while (!stopping && !(await listening(ports.preview))) await delay(200);
    if (stopping) return;
    console.log(
      `The editor: http://localhost:${ports.editor}/admin/ (press Login; changes are saved to content/)\n` +
        `The site, with your changes: ${preview} (reload a page to see a saved change)\n` +
        "Press Ctrl+C to stop them.",
    );
  })();

  const stop = () => {
    stopping = true;
    for (const child of [backend, editor, site]) stopGroup(child);
    process.exit(0);
  };
  // A server that cannot start (its port is taken) stops the others, and says which.
  for (const [child, name, variable] of [
    [backend, `the backend on port ${ports.backend}`, "CMS_BACKEND_PORT"],
    [editor, `the editor on port ${ports.editor}`, "CMS_PORT"],
    [site, `the site preview on port ${ports.preview}`, "CMS_PREVIEW_PORT"],
  ]) {
    child.once("exit", () => {
      if (stopping) return;
      console.error(`npm run cms: ${name} stopped; if the port is taken, set ${variable}.`);
      stop();
    });
  }
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  process.on("SIGHUP", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}
