import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { minutesOf, timeOfDay, timeSpan } from "../../i18n/clock";
import { galaxyFile } from "../../content/galaxy-file";
import { siteHref } from "../../content/site-format";
import { schoolSites } from "../../content/sites";

// `npm run cms` as the README and the staff guide describe it: the editor at the address it
// prints, Login, a change saved; a page of the site preview at the address it prints, loaded
// again, shows the change within seconds, with no restart; Ctrl+C stops everything it started. It edits a copy of
// content/ (CMS_REPOSITORY), so the repository stays as it is, on ports nobody else uses.

const project = path.resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** "18:00" moved by `minutes`. */
function later(time: string, minutes: number): string {
  const total = minutesOf(time) + minutes;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(total / 60) % 24)}:${pad(total % 60)}`;
}

let workspace: string;
let cms: ChildProcess;
let output = "";
const ports: Record<string, number> = {};

test.beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), "star-npm-run-cms-"));
  await cp(path.join(project, "content"), path.join(workspace, "content"), { recursive: true });
  for (const name of ["CMS_PORT", "CMS_BACKEND_PORT", "CMS_PREVIEW_PORT", "EMULATOR_PORT"]) {
    ports[name] = await freePort();
  }
  // Its own process group, as in a terminal, where Ctrl+C reaches npm and the script together.
  cms = spawn("npm", ["run", "cms"], {
    cwd: project,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      CMS_REPOSITORY: workspace,
    },
  });
  cms.stdout!.on("data", (chunk) => (output += chunk));
  cms.stderr!.on("data", (chunk) => (output += chunk));
});

test.afterAll(async () => {
  if (cms && cms.exitCode === null) {
    try {
      process.kill(-cms.pid!, "SIGINT");
    } catch {
      // Already stopped by the test.
    }
  }
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

/**
 * The address `npm run cms` prints after `label`, once it has printed it: once the editor has
 * bundled its dependencies, which takes minutes the first time after an install.
 */
async function printed(label: string): Promise<string> {
  const pattern = new RegExp(`${label}: (http://\\S+)`);
  await expect.poll(() => pattern.test(output), { timeout: 240_000 }).toBe(true);
  return pattern.exec(output)![1]!;
}

test("npm run cms shows the editor, a page of the site preview shows each saved change when loaded again, and Ctrl+C stops it all", async ({
  page,
  context,
}) => {
  // Two development servers start cold here, each bundling its dependencies the first time.
  test.setTimeout(300_000);
  const editor = await printed("The editor");
  const preview = await printed("The site, with your changes");

  // A site that follows Galaxy's closing time, its page open in the preview.
  const site = schoolSites.find(
    (each) =>
      !parse(readFileSync(path.join(project, `content/sites/${each.slug}.yaml`), "utf8")).hours
        .closes,
  )!;
  const family = await context.newPage();
  await family.goto(new URL(siteHref(site).slice(1), preview).href, { timeout: 120_000 });
  await expect(family.getByRole("main")).toContainText(
    timeSpan(site.hours.opens, galaxyFile.closes, "en"),
  );

  await page.goto(editor);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Programs" }).click();
  await page.getByRole("link", { name: "Galaxy page" }).click();
  const closes = later(galaxyFile.closes, 15);
  await page.getByLabel("Closing time").fill(timeOfDay(closes, "en"));
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible();

  // Loaded again, as soon as the server has read the saved file, the page shows the new time;
  // so does the editor's preview of that site.
  const shown = timeSpan(site.hours.opens, closes, "en");
  await expect
    .poll(async () => {
      await family.reload();
      return (await family.getByRole("main").textContent()) ?? "";
    })
    .toContain(shown);
  await page.goto(`${editor}#/collections/sites`);
  await page.getByRole("link", { name: new RegExp(site.title.en) }).click();
  await expect(page.frameLocator("#preview-pane").getByRole("main")).toContainText(shown);

  // Ctrl+C: npm and the script get SIGINT; nothing it started may keep its port.
  const exited = new Promise((resolve) => cms.once("exit", resolve));
  process.kill(-cms.pid!, "SIGINT");
  await exited;
  for (const [name, port] of Object.entries(ports)) {
    await expect.poll(() => accepts(port), { message: name, timeout: 10_000 }).toBe(false);
  }
});
