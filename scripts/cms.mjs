// `npm run cms`: edit the content on your own machine. Decap CMS (admin/) runs in Vite's dev
// server and saves straight into content/ through Decap's local backend (decap-server); the
// site's dev server beside it starts again after each saved change (content is read when the
// site starts), so a reload of the page shows it. Stop them all with Ctrl+C.
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const editorPort = Number(process.env.CMS_PORT ?? 3001);
// admin/config.ts looks for the local backend here (LOCAL_CMS_BACKEND, security-policy.ts).
const backendPort = 8081;

const backend = spawn(path.join(root, "node_modules/.bin/decap-server"), {
  env: { ...process.env, PORT: String(backendPort), MODE: "fs", GIT_REPO_DIRECTORY: root },
  stdio: ["ignore", "inherit", "inherit"],
});
const editor = spawn(
  "npx",
  ["vite", "--config", "admin/vite.config.ts", "--port", String(editorPort), "--strictPort"],
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
