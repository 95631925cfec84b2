// `npm run cms`: edit the content on your own machine. Decap CMS (admin/) runs in Vite's dev
// server and saves straight into content/ through Decap's local backend (decap-server). The
// site's dev server beside it is the preview: content is read when the site starts, so after
// each saved change it is stopped and started again, behind the one address the preview keeps
// (admin/preview-proxy.mjs), which says "Preview restarting…" meanwhile; a page open there
// reloads by itself once the site is back. Ctrl+C stops all of them.
//
// All of them listen on 127.0.0.1 only: the backend writes files of the repository, so nothing
// else on the network may reach it, and it answers only the editor's own pages, and writes only
// in content/ (admin/local-backend.mjs), so no other page open in the browser can either.
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import { connect, createServer } from "node:net";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { LOOPBACK } from "./local-backend.mjs";
import { startPreviewProxy } from "./preview-proxy.mjs";

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

/** A port nobody listens on now, chosen by the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, LOOPBACK, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once("error", reject);
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

  // One address for the preview (admin/preview-proxy.mjs): the site starts on a port of its own
  // each time, and the preview's address passes requests on to it, or says it is restarting.
  const proxy = startPreviewProxy({ port: ports.preview });
  const startSite = async () => {
    const port = await freePort();
    const child = spawn("node", ["scripts/dev.mjs", "--port", String(port), "--strictPort"], {
      cwd: root,
      stdio: "inherit",
      detached: true,
      // The site reads the edited content/ (content/read.ts).
      env: { ...process.env, STAR_CONTENT_FOLDER: content },
    });
    return { child, port };
  };
  let stopping = false;
  let site = null;
  // The latest start wins: a save during a restart starts the site once more.
  let generation = 0;

  async function restartSite() {
    const mine = ++generation;
    proxy.setUpstream(null);
    const old = site;
    site = null;
    if (old) {
      const exited = new Promise((resolve) => {
        if (old.child.exitCode !== null || old.child.signalCode !== null) resolve();
        else old.child.once("exit", resolve);
      });
      stopGroup(old.child);
      // The emulator it started lets go of its port as it exits.
      await exited;
    }
    if (stopping || mine !== generation) return;
    site = await startSite();
    while (!stopping && mine === generation && !(await listening(site.port))) await delay(100);
    if (stopping || mine !== generation) return;
    proxy.setUpstream(site.port);
    if (old) console.log(`Content changed: the preview at ${preview} shows it now`);
  }

  let restart;
  watch(content, { recursive: true }, () => {
    clearTimeout(restart);
    // At once: a page opened now says the preview is restarting, not the old content.
    proxy.setUpstream(null);
    restart = setTimeout(() => void restartSite(), 500);
  });

  // The addresses once each answers, so that the first click on them opens a page.
  void (async () => {
    try {
      await proxy.ready;
    } catch {
      console.error(
        `npm run cms: the preview's port ${ports.preview} is taken; set CMS_PREVIEW_PORT.`,
      );
      stop();
      return;
    }
    await restartSite();
    while (!stopping && !(await listening(ports.editor))) await delay(200);
    if (stopping) return;
    console.log(
      `The editor: http://localhost:${ports.editor}/admin/ (press Login; changes are saved to content/)\n` +
        `The site, with your changes: ${preview} (reload a page after saving)\n` +
        "Press Ctrl+C to stop them.",
    );
  })();

  const stop = () => {
    stopping = true;
    clearTimeout(restart);
    for (const child of [backend, editor, site?.child]) if (child) stopGroup(child);
    process.exit(0);
  };
  // A server that cannot start (its port is taken) stops the others, and says which.
  for (const [child, name, variable] of [
    [backend, `the backend on port ${ports.backend}`, "CMS_BACKEND_PORT"],
    [editor, `the editor on port ${ports.editor}`, "CMS_PORT"],
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
