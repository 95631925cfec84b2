// `npm run bench` (not in CI): Lighthouse 12, mobile with simulated throttling, on every page
// of three builds served with compression on loopback:
//   ours         the prerendered site, as `npm start` serves it (demo mode, with the emulator)
//   floor        the same HTML with every script and module preload removed: the zero-JS floor
//   client-only  the same app built as a single-page app (no prerendering), served with a fallback
// Medians of --runs runs (default 3) go to bench/results/latest.json and latest.md.
// Quick run: npm run bench -- --routes=/,/locations --runs=1
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { spawnSync } from "node:child_process";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { build, buildEnv } from "./build.mjs";
import { chromiumArgs, findChromium } from "./find-chromium.mjs";
import { precompress, walk, writeSecurityHeaders } from "./postbuild.mjs";
import { createSiteServer } from "./serve.mjs";
import { loadHeaderFacts, loadRoutes } from "./site-facts.mjs";
import { emulatorEnv } from "../emulator/demo-config.mjs";
import { startEmulator } from "../emulator/server.mjs";

const WORK = path.resolve("bench/.work");
const RESULTS = path.resolve("bench/results");
export const TARGETS = { performance: 100, lcpOverFloor: 1.5, cls: 0.01, tbtMs: 50 };

export function parseArgs(argv) {
  const value = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
  const runs = Number(value("runs") ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number >= 1");
  return { runs, routes: value("routes")?.split(",").filter(Boolean) };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The zero-JS floor of a page: no scripts that run, no module preloads. JSON-LD stays. */
export function withoutScripts(html) {
  return html
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "")
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "");
}

async function buildFloor(from, to) {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  for await (const file of walk(to)) {
    if (/\.html\.(br|gz)$/.test(file)) await rm(file);
    else if (file.endsWith(".html"))
      await writeFile(file, withoutScripts(await readFile(file, "utf8")));
  }
  await precompress(to);
}

function buildClientOnly(env) {
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, NODE_ENV: "production", STAR_BENCH_CLIENT_ONLY: "1" },
  });
  if (result.status !== 0) throw new Error("The client-only build failed");
  return path.join(WORK, "client-only/client");
}

async function listen(server) {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${server.address().port}`;
}

function metrics(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bytes: audit("total-byte-weight"),
  };
}

function medians(samples) {
  return Object.fromEntries(
    Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]),
  );
}

async function measure(chrome, url, runs) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
      output: "json",
    });
    if (!result || result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message}`);
    }
    samples.push(metrics(result.lhr));
  }
  return { ...medians(samples), runs: samples };
}

const round = (value, digits = 0) => Number(value.toFixed(digits));
const ms = (value) => `${Math.round(value)}`;
const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : "-");

export function verdict(ours, floor) {
  const misses = [];
  if (ours.performance < TARGETS.performance) misses.push(`performance ${ours.performance}`);
  if (ours.lcpMs > TARGETS.lcpOverFloor * floor.lcpMs) misses.push("LCP over 1.5x floor");
  if (ours.cls > TARGETS.cls) misses.push(`CLS ${round(ours.cls, 3)}`);
  if (ours.tbtMs > TARGETS.tbtMs) misses.push(`TBT ${ms(ours.tbtMs)} ms`);
  return misses.length === 0 ? "meets all" : misses.join("; ");
}

export function markdownReport({ date, runs, rows }) {
  const lines = [
    `# Benchmark: ${date}`,
    "",
    `Lighthouse 12, mobile, simulated throttling, median of ${runs} run(s) per page, served with compression on loopback.`,
    "Targets: performance 100, LCP at most 1.5x the zero-JS floor, CLS at most 0.01, TBT at most 50 ms.",
    "Columns: ours / floor / client-only. Times in ms, bytes in KiB transferred.",
    "",
    "| Route | Perf | FCP | LCP | LCP ours/floor | LCP ours/client-only | TBT | CLS | KiB | KiB ours/floor | KiB ours/client-only | Targets |",
    "|---|---|---|---|---:|---:|---|---|---|---:|---:|---|",
  ];
  for (const { route, ours, floor, clientOnly } of rows) {
    const three = (key, format) => [ours, floor, clientOnly].map((m) => format(m[key])).join(" / ");
    lines.push(
      `| ${route} | ${three("performance", String)} | ${three("fcpMs", ms)} | ${three("lcpMs", ms)} | ${ratio(ours.lcpMs, floor.lcpMs)} | ${ratio(ours.lcpMs, clientOnly.lcpMs)} | ${three("tbtMs", ms)} | ${three("cls", (v) => round(v, 3).toString())} | ${three("bytes", (v) => (v / 1024).toFixed(0))} | ${ratio(ours.bytes, floor.bytes)} | ${ratio(ours.bytes, clientOnly.bytes)} | ${verdict(ours, floor)} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

async function main() {
  const { runs, routes: only } = parseArgs(process.argv.slice(2));
  const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8787);
  // All three builds read Calendar and Sheets from the emulator, on loopback like the pages.
  Object.assign(process.env, emulatorEnv(emulatorPort));
  const { pages } = await loadRoutes();
  const routes = only ?? pages;

  console.log("bench: building the site (demo mode) and its zero-JS floor");
  build({ demo: true, emulatorPort });
  await buildFloor(path.resolve("build/client"), path.join(WORK, "floor"));
  console.log("bench: building the client-only variant");
  const clientOnlyRoot = buildClientOnly(buildEnv({ demo: true, emulatorPort }));
  await writeSecurityHeaders(clientOnlyRoot, await loadHeaderFacts());
  await precompress(clientOnlyRoot);

  const emulator = await startEmulator({ port: emulatorPort });
  const servers = {
    ours: createSiteServer({ root: path.resolve("build/client") }),
    floor: createSiteServer({ root: path.join(WORK, "floor") }),
    clientOnly: createSiteServer({
      root: clientOnlyRoot,
      fallback: { page: "index.html", status: 200 },
    }),
  };
  const origins = {};
  for (const [name, server] of Object.entries(servers)) origins[name] = await listen(server);
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...chromiumArgs, "--headless=new"],
  });

  const rows = [];
  try {
    for (const route of routes) {
      const row = { route };
      for (const variant of Object.keys(servers)) {
        process.stdout.write(`bench: ${route} ${variant} `);
        row[variant] = await measure(chrome, `${origins[variant]}${route}`, runs);
        console.log(`LCP ${ms(row[variant].lcpMs)} ms, score ${row[variant].performance}`);
      }
      rows.push(row);
    }
  } finally {
    await chrome.kill();
    for (const server of Object.values(servers)) server.close();
    await emulator.close();
  }

  const report = { date: new Date().toISOString(), runs, targets: TARGETS, rows };
  await mkdir(RESULTS, { recursive: true });
  await writeFile(path.join(RESULTS, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(RESULTS, "latest.md"), markdownReport(report));
  console.log(`\n${markdownReport(report)}\nbench: wrote bench/results/latest.json and latest.md`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
