// `npm run cms`: edit the content on your own machine. Decap CMS (admin/) runs in Vite's dev
// server and saves straight into content/ through Decap's local backend (decap-server). The
// site's dev server beside it is the preview: content is read when the site starts, so after
// each saved change it is stopped and started again on the same address, and a reload of the
// page shows the change. Ctrl+C stops all of them.
//
// All of them listen on 127.0.0.1 only: the backend writes any file of the repository it is
// asked to, so nothing else on the network may reach it.
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
// The editor looks for the local backend here unless CMS_BACKEND_PORT names another
// (LOCAL_CMS_BACKEND in app/lib/security-policy.ts, admin/vite.config.ts).
export const BACKEND_PORT = 8081;
export const LOOPBACK = "127.0.0.1";

/** The three addresses, each movable so that two copies of the project can run side by side. */
export function cmsPorts(env = process.env) {
  return {
    editor: Number(env.CMS_PORT ?? 3001),
    backend: Number(env.CMS_BACKEND_PORT ?? BACKEND_PORT),
    preview: Number(env.CMS_PREVIEW_PORT ?? 5173),
  };
}

/**
 * Decap's local backend, serving the files of `repository`. Without BIND_HOST decap-server
 * listens on every interface; with it, on that address alone.
 */
export function startBackend({
  port = BACKEND_PORT,
  repository = root,
  stdio = ["ignore", "inherit", "inherit"],
  detached = false,
} = {}) {
  return spawn(path.join(root, "node_modules/.bin/decap-server"), {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: LOOPBACK,
      MODE: "fs",
      GIT_REPO_DIRECTORY: repository,
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
  const backend = startBackend({ port: ports.backend, repository, detached: true });
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
      },
    },
  );

  // One address for the preview: the site always starts on the same port (--strictPort), once
  // the one before has let go of it.
  const startSite = () =>
    spawn("node", ["scripts/dev.mjs", "--port", String(ports.preview), "--strictPort"], {
      cwd: root,
      stdio: "inherit",
      detached: true,
      // The site reads the edited content/ (content/read.ts).
      env: { ...process.env, STAR_CONTENT_FOLDER: content },
    });
  let site = startSite();
  let stopping = false;

  async function restartSite() {
    const old = site;
    const exited = new Promise((resolve) => {
      if (old.exitCode !== null || old.signalCode !== null) resolve();
      else old.once("exit", resolve);
    });
    stopGroup(old);
    await exited;
    while (await listening(ports.preview)) await delay(100);
    if (stopping || site !== old) return;
    console.log(`Content changed: the preview starts again at ${preview}`);
    site = startSite();
  }

  let restart;
  watch(content, { recursive: true }, () => {
    clearTimeout(restart);
    restart = setTimeout(() => void restartSite(), 500);
  });

  // The addresses once each answers, so that the first click on them opens a page.
  void (async () => {
    while (!stopping && !((await listening(ports.editor)) && (await listening(ports.preview)))) {
      await delay(200);
    }
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
    for (const child of [backend, editor, site]) stopGroup(child);
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
