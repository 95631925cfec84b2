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
// prints, Login, a change saved; the site preview at the one address it prints shows the change
// after a reload, and says it is restarting until then; Ctrl+C stops everything it started. It edits a copy of content/
// (CMS_REPOSITORY), so the repository stays as it is, on ports nobody else uses.

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
 * The address `npm run cms` prints after `label`, once it has printed it: when both development
 * servers answer, which on a busy machine (the site's browser tests run beside this one) takes
 * as long as their first page may.
 */
async function printed(label: string): Promise<string> {
  const pattern = new RegExp(`${label}: (http://\\S+)`);
  await expect.poll(() => pattern.test(output), { timeout: 120_000 }).toBe(true);
  return pattern.exec(output)![1]!;
}

test("npm run cms shows the editor, one preview address shows each saved change, and Ctrl+C stops it all", async ({
  page,
  context,
}) => {
  // Two development servers start cold here, each bundling its dependencies the first time.
  test.setTimeout(300_000);
  const editor = await printed("The editor");
  const preview = await printed("The site, with your changes");

  await page.goto(editor);
  await page.getByRole("button", { name: "Login" }).click({ timeout: 120_000 });
  await page.getByRole("link", { name: "Programs" }).click();
  await page.getByRole("link", { name: "Galaxy page" }).click();
  const closes = later(galaxyFile.closes, 15);
  await page.getByLabel("Closing time").fill(closes);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible();

  // The Galaxy page and a site that follows Galaxy's time, at the address printed at the start.
  const site = schoolSites.find(
    (each) =>
      !parse(readFileSync(path.join(project, `content/sites/${each.slug}.yaml`), "utf8")).hours
        .closes,
  )!;
  // In the editor, the preview of that site's page shows Galaxy's time as saved now.
  await page.goto(`${editor}#/collections/sites`);
  await page.getByRole("link", { name: new RegExp(site.title.en) }).click();
  await expect(page.frameLocator("#preview-pane").getByRole("main")).toContainText(
    timeSpan(site.hours.opens, closes, "en"),
    { timeout: 60_000 },
  );

  // Opened again and again from the moment it is saved, the preview always answers: with the
  // page, or with a page saying it is restarting, never "This site can't be reached".
  const family = await context.newPage();
  const unreachable: string[] = [];
  for (const [address, words] of [
    [new URL("programs/galaxy", preview).href, timeOfDay(closes, "en")],
    [new URL(siteHref(site).slice(1), preview).href, timeSpan(site.hours.opens, closes, "en")],
  ] as const) {
    await expect
      .poll(
        async () => {
          try {
            const response = await family.goto(address, { timeout: 60_000 });
            if (response?.status() === 503) {
              await expect(
                family.getByRole("heading", { level: 1, name: "Preview restarting…" }),
              ).toBeVisible();
              return "restarting";
            }
            const main = (await family.getByRole("main").textContent()) ?? "";
            return main.includes(words) ? "changed" : "as before";
          } catch (error) {
            // The restarting page reloads itself, which may cut a navigation short; a refused
            // connection is what must never happen.
            const message = (error as Error).message.split("\n")[0]!;
            if (/net::ERR_/.test(message)) unreachable.push(`${address}: ${message}`);
            return "not loaded";
          }
        },
        { timeout: 120_000 },
      )
      .toBe("changed");
  }
  expect(unreachable).toEqual([]);

  // Ctrl+C: npm and the script get SIGINT; nothing it started may keep its port.
  const exited = new Promise((resolve) => cms.once("exit", resolve));
  process.kill(-cms.pid!, "SIGINT");
  await exited;
  for (const [name, port] of Object.entries(ports)) {
    await expect.poll(() => accepts(port), { message: name, timeout: 10_000 }).toBe(false);
  }
});
