// `npm run cms`: edit the content on your own machine. Decap CMS (admin/) runs in Vite's dev
// server and saves straight into content/ through Decap's local backend (decap-server); the
// site's dev server beside it starts again after each saved change (content is read when the
// site starts), so a reload of the page shows it. Stop them all with Ctrl+C.
//
// All three listen on 127.0.0.1 only: the backend writes any file of the repository it is asked
// to, so nothing else on the network may reach it.
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
// admin/config.ts looks for the local backend here (LOCAL_CMS_BACKEND, security-policy.ts).
export const BACKEND_PORT = 8081;
export const LOOPBACK = "127.0.0.1";

/**
 * Decap's local backend, serving the files of `repository`. Without BIND_HOST decap-server
 * listens on every interface; with it, on that address alone.
 */
export function startBackend({
  port = BACKEND_PORT,
  repository = root,
  stdio = ["ignore", "inherit", "inherit"],
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
  });
}

function main() {
  const editorPort = Number(process.env.CMS_PORT ?? 3001);
  const backend = startBackend();
  // The binaries themselves, not through npx, which would leave them running when stopped.
  const editor = spawn(
    path.join(root, "node_modules/.bin/vite"),
    [
      "--config",
      "admin/vite.config.ts",
      "--host",
      LOOPBACK,
      "--port",
      String(editorPort),
      "--strictPort",
    ],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
  );

  let site = startSite();
  function startSite() {
    return spawn("node", ["scripts/dev.mjs"], { cwd: root, stdio: "inherit" });
  }

  let restart;
  watch(path.join(root, "content"), { recursive: true }, () => {
    clearTimeout(restart);
    restart = setTimeout(() => {
      console.log("Content changed: starting the site preview again");
      site.once("exit", () => (site = startSite()));
      site.kill();
    }, 500);
  });

  console.log(
    `The editor: http://localhost:${editorPort}/admin/ (press Login; changes are saved to content/)\n` +
      "The site, with your changes: the address the dev server prints below",
  );

  const stop = () => {
    for (const child of [backend, editor, site]) child.kill();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}
