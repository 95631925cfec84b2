// `npm run bench` (not in CI): Lighthouse 13, mobile, with applied and with simulated
// throttling, on every page of two copies of the demo build, each served by the production
// server on loopback:
//   ours   the site as `npm start` serves it (with the emulator)
//   floor  the same pages with every script and module preload removed: the zero-JS floor
// and, on the pages that show Google's data, the time until the first of it is on screen
// (bench-live.mjs). Medians of --runs runs (default 3) go to bench/results/latest.json and
// latest.md. Quick run: npm run bench -- --routes=/,/locations --runs=1 --throttling=applied
import { spawnSync } from "node:child_process";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { hydrates, precompress, walk } from "../scripts/built-files.mjs";
import { chromiumArgs, findChromium } from "../scripts/find-chromium.mjs";
import { serve } from "../server/serve.mjs";
import { startEmulator } from "../emulator/server.mjs";
import { liveDataTimes, livePage } from "./bench-live.mjs";
import { markdownReport, median, ms, parseArgs, TARGETS, withoutScripts } from "./bench-report.mjs";

const WORK = path.resolve("bench/.work");
/** How idle the processors must be before the first run (settle), and how long to wait for it. */
const QUIET_SHARE = 0.1;
const SETTLE_LIMIT_MS = 180_000;
const RESULTS = path.resolve("bench/results");

/** A copy of the build at `from` without its scripts (withoutScripts), at `to`. */
export async function buildFloor(from, to) {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  for await (const file of walk(to)) {
    if (/\.html\.(br|gz)$/.test(file)) await rm(file);
    else if (file.endsWith(".html"))
      await writeFile(file, withoutScripts(await readFile(file, "utf8")));
  }
  await precompress(to);
}

function metrics(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const document = requests.find((request) => request.resourceType === "Document");
  return {
    // When the HTML document had arrived, on the load's own clock (the observed load: with
    // simulated throttling it is unthrottled, so only the applied figure compares with LCP).
    documentMs: document?.networkEndTime ?? Number.NaN,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bytes: audit("total-byte-weight"),
    scriptFiles: requests.filter((request) => request.resourceType === "Script").length,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

function medians(samples) {
  return Object.fromEntries(
    Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]),
  );
}

/** The share of the processors' time spent busy over the next five seconds. */
async function busyShare() {
  const totals = () =>
    os.cpus().reduce(
      (sum, { times }) => {
        const all = Object.values(times).reduce((a, b) => a + b, 0);
        return { all: sum.all + all, idle: sum.idle + times.idle };
      },
      { all: 0, idle: 0 },
    );
  const before = totals();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const after = totals();
  return 1 - (after.idle - before.idle) / (after.all - before.all);
}

/**
 * Waits, up to SETTLE_LIMIT_MS, until the processors are busy less than QUIET_SHARE of the time:
 * the targets are stated for a quiet machine, and the build (or a test run just before) would
 * otherwise stretch the first pages' wall-clock figures. Processor time rather than the load
 * average, which trails the machine by a minute or more and counts processes waiting on the disk.
 */
async function settle() {
  const started = Date.now();
  for (let busy = await busyShare(); busy >= QUIET_SHARE; busy = await busyShare()) {
    if (Date.now() - started > SETTLE_LIMIT_MS) return;
    console.log(`bench: waiting for a quiet machine (${Math.round(busy * 100)}% busy)`);
  }
}

/** One Lighthouse run; a run that fails to record its trace (it happens) is tried again. */
async function lighthouseRun(chrome, url, method, attempts = 3) {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ["performance"],
    logLevel: "error",
    output: "json",
    throttlingMethod: method,
  });
  const error = !result ? "no result" : result.lhr.runtimeError?.message;
  if (!error) return metrics(result.lhr);
  if (attempts > 1) return lighthouseRun(chrome, url, method, attempts - 1);
  throw new Error(`Lighthouse failed on ${url}: ${error}`);
}

/**
 * Each variant's runs of one page, taken in turns (ours, floor; then floor, ours; …), so that a
 * machine that speeds up or slows down during the measurement moves both alike, and a page is
 * judged against its floor as the machine was at the same minutes.
 */
async function measureInTurns(chrome, urls, method, runs) {
  const samples = Object.fromEntries(Object.keys(urls).map((variant) => [variant, []]));
  for (let run = 0; run < runs; run++) {
    const order = Object.keys(urls);
    if (run % 2 === 1) order.reverse();
    for (const variant of order) {
      samples[variant].push(await lighthouseRun(chrome, urls[variant], method));
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([variant, taken]) => [
      variant,
      { ...medians(taken), runs: taken },
    ]),
  );
}

async function main() {
  const { runs, routes: only, methods } = parseArgs(process.argv.slice(2));
  const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8787);
  console.log("bench: building the site (demo mode) and its zero-JS floor");
  const built = spawnSync("npx", ["react-router", "build", "--mode", "demo"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const oursRoot = path.resolve("build/client");
  // Every page of the site, as its sitemap lists them.
  const sitemap = await readFile(path.join(oursRoot, "sitemap.xml"), "utf8");
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url).pathname,
  );
  const routes = only ?? pages;
  const floorRoot = path.join(WORK, "floor");
  await buildFloor(oursRoot, floorRoot);

  await settle();
  const emulator = await startEmulator({ port: emulatorPort });
  const servers = {
    ours: await serve({ root: oursRoot, port: 0 }),
    floor: await serve({ root: floorRoot, port: 0 }),
  };
  const origins = Object.fromEntries(
    Object.entries(servers).map(([name, server]) => [
      name,
      `http://127.0.0.1:${server.server.address().port}`,
    ]),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...chromiumArgs, "--headless=new"],
  });

  const rows = [];
  // Wall-clock figures stretch on a busy machine; the report says how busy this one was.
  const loadStart = os.loadavg()[0];
  try {
    for (const route of routes) {
      const file = path.join(oursRoot, route, "index.html");
      const row = { route, kind: hydrates(await readFile(file, "utf8")) ? "react" : "static" };
      const urls = Object.fromEntries(
        Object.keys(servers).map((variant) => [variant, `${origins[variant]}${route}`]),
      );
      for (const variant of Object.keys(urls)) row[variant] = {};
      for (const method of methods) {
        const measured = await measureInTurns(chrome, urls, method, runs);
        for (const [variant, result] of Object.entries(measured)) {
          row[variant][method] = result;
          const { lcpMs, documentMs } = result;
          console.log(
            `bench: ${route} ${variant} ${method} LCP ${ms(lcpMs)} ms, document ${ms(documentMs)} ms`,
          );
        }
      }
      if (livePage(route)) {
        row.live = await liveDataTimes(`${origins.ours}${route}`, runs);
        console.log(`bench: ${route} live data ${ms(row.live.shownMs)} ms`);
      }
      rows.push(row);
    }
  } finally {
    await chrome.kill();
    for (const server of Object.values(servers)) await server.close();
    await emulator.close();
  }

  const machine = { loadStart, loadEnd: os.loadavg()[0], cores: os.availableParallelism() };
  const report = { date: new Date().toISOString(), runs, targets: TARGETS, machine, rows };
  await mkdir(RESULTS, { recursive: true });
  await writeFile(path.join(RESULTS, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(RESULTS, "latest.md"), markdownReport(report));
  console.log(`\n${markdownReport(report)}\nbench: wrote bench/results/latest.json and latest.md`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
