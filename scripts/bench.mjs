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
import { markdownReport, median, ms, parseArgs, TARGETS, withoutScripts } from "./bench-report.mjs";

const WORK = path.resolve("bench/.work");
const RESULTS = path.resolve("bench/results");
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

/** One Lighthouse run; a run that fails to record its trace (it happens) is tried again. */
async function lighthouseRun(chrome, url, attempts = 3) {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ["performance"],
    logLevel: "error",
    output: "json",
  });
  const error = !result ? "no result" : result.lhr.runtimeError?.message;
  if (!error) return metrics(result.lhr);
  if (attempts > 1) return lighthouseRun(chrome, url, attempts - 1);
  throw new Error(`Lighthouse failed on ${url}: ${error}`);
}

async function measure(chrome, url, runs) {
  const samples = [];
  for (let run = 0; run < runs; run++) samples.push(await lighthouseRun(chrome, url));
  return { ...medians(samples), runs: samples };
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
