// The production server (server/serve.mjs) over the built site, on a free loopback port: in the
// tests' own process for what it sends, or in a process of its own where its memory is measured.
import { fork } from "node:child_process";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";
import { serve } from "../../server/serve.mjs";
import { builtSite } from "./built-site";

export interface ServedSite {
  port: number;
  /** "http://127.0.0.1:<port>" */
  origin: string;
}

/** Serves the built site to the tests of one file: started before the first, closed after the last. */
export function serveBuiltSite(): ServedSite {
  const site: ServedSite = { port: 0, origin: "" };
  let app: Awaited<ReturnType<typeof serve>> | undefined;
  beforeAll(async () => {
    app = await serve({ root: builtSite, port: 0 });
    site.port = (app.server.address() as AddressInfo).port;
    site.origin = `http://127.0.0.1:${site.port}`;
  });
  afterAll(async () => {
    await app?.close();
  });
  return site;
}

/** Resident memory in MB: now, and the most the process has held since it started. */
export interface Memory {
  now: number;
  peak: number;
}

export interface SiteProcess extends ServedSite {
  memory(): Promise<Memory>;
  /** Settles once the server has seen each of these connections (by the client's port) close. */
  closed(clientPorts: readonly number[]): Promise<void>;
  stop(): Promise<void>;
}

type Report = { port: number } | { closed: number } | { memory: Memory };

/** Starts the production server over the built site in a process of its own (site-process.mjs). */
export async function startSiteProcess(): Promise<SiteProcess> {
  const child = fork(fileURLToPath(new URL("./site-process.mjs", import.meta.url)), [builtSite], {
    // Not the test runner's own flags: a plain Node, as the server runs in production.
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = once(child, "exit").then(([code]) => {
    throw new Error(`the site's server process ended (exit code ${code})`);
  });
  exited.catch(() => {});
  const closedPorts = new Set<number>();
  const listeners = new Set<(report: Report) => void>();
  child.on("message", (report: Report) => {
    if ("closed" in report) closedPorts.add(report.closed);
    for (const listener of listeners) listener(report);
  });
  /** The first report (from now on) that `pick` finds something in. */
  const next = <T>(pick: (report: Report) => T | undefined) =>
    Promise.race([
      exited,
      new Promise<T>((resolve) => {
        const listener = (report: Report) => {
          const found = pick(report);
          if (found === undefined) return;
          listeners.delete(listener);
          resolve(found);
        };
        listeners.add(listener);
      }),
    ]);

  const port = await next((report) => ("port" in report ? report.port : undefined));
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    memory() {
      const answer = next((report) => ("memory" in report ? report.memory : undefined));
      child.send("memory");
      return answer;
    },
    async closed(clientPorts) {
      const allClosed = () => clientPorts.every((clientPort) => closedPorts.has(clientPort));
      if (!allClosed()) await next(() => (allClosed() ? true : undefined));
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill();
      await once(child, "exit");
    },
  };
}
