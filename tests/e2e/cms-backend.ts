import type { ChildProcess } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { LOCAL_CMS_BACKEND } from "../../app/lib/security-policy";
import { startBackend as startLocalBackend } from "../../admin/serve-locally.mjs";

// Decap's local backend for the editor's browser tests, as `npm run cms` starts it, writing to a
// copy of content/ so the repository stays as it is, and answering only the editor the tests
// open (at the address the site is served at). It listens on CMS_BACKEND_PORT where that is
// set, so two copies of the project can test side by side; the built editor asks the usual
// address, and the page's requests are sent on to this one.

const project = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.CMS_BACKEND_PORT ?? new URL(LOCAL_CMS_BACKEND).port);
const address = `http://localhost:${port}`;

export type Backend = { workspace: string; stop(): Promise<void> };

async function answers(): Promise<boolean> {
  try {
    const response = await fetch(`${address}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts the backend, for the editor at the address the running test opens. */
export async function startBackend(): Promise<Backend> {
  const editor = test.info().project.use.baseURL!;
  const workspace = await mkdtemp(path.join(tmpdir(), "star-cms-"));
  await cp(path.join(project, "content"), path.join(workspace, "content"), { recursive: true });
  const backend: ChildProcess = startLocalBackend({
    port,
    repository: workspace,
    origins: [new URL(editor).origin],
    stdio: ["ignore", "ignore", "ignore"],
  });
  await expect.poll(answers, { timeout: 20_000 }).toBe(true);
  return {
    workspace,
    async stop() {
      backend.kill();
      await rm(workspace, { recursive: true, force: true });
    },
  };
}

/** Sends the editor's requests for its local backend to the one this test started. */
export async function useBackend(page: Page) {
  if (address === LOCAL_CMS_BACKEND) return;
  await page.route(`${LOCAL_CMS_BACKEND}/**`, (route) =>
    route.continue({ url: route.request().url().replace(LOCAL_CMS_BACKEND, address) }),
  );
}
