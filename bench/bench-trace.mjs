// `npm run bench:trace` (not in CI): what the browser's main thread does before a page's largest
// paint, and the longest it is held after it (hydration, React's first renders) until the page
// is quiet, from Chromium's own trace, beside the page's zero-JS floor. Thread time counts the
// work itself, so it hardly moves when the machine is busy, where Lighthouse's wall-clock
// figures and its simulated TBT do: compare builds with it, then time them with npm run bench.
// The network is slowed as Lighthouse's applied throttling slows it; the processor is not
// (multiply by 4 for its phone, as the blocking column does). Needs a demo build
// (`npm run build:demo`). Other builds to compare, each with its floor:
//   npm run bench:trace -- --routes=/,/locations --runs=5 --builds=build/client,/tmp/old-build
import path from "node:path";
import puppeteer from "puppeteer-core";
import { chromiumArgs, findChromium } from "../scripts/find-chromium.mjs";
import { serve } from "../server/serve.mjs";
import { buildFloor } from "./bench.mjs";
import { median, parseArgs } from "./bench-report.mjs";

/** Lighthouse 13's mobile network for applied throttling (slow 4G), and its phone's screen. */
const NETWORK = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true };
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "loading",
  "blink.user_timing",
];

/** The table's columns, by the key of a load's figures. */
const COLUMNS = {
  documentMs: "Document ms",
  lcpMs: "LCP ms",
  lcpOverDocument: "LCP / document",
  fontMs: "Web font ms",
  mainThreadMs: "Main thread",
  parseMs: "Parse (with inline scripts)",
  scriptMs: "Script",
  styleMs: "Style",
  layoutMs: "Layout",
  paintMs: "Paint",
  styleRecalcs: "Style recalcs",
  styledElements: "Elements styled",
  layouts: "Layouts",
  longestAfterMs: "Longest task after",
  blockingAfterMs: "Blocking after, 4x phone",
};

/** Lighthouse's phone runs the processor 4 times slower; a task blocks beyond 50 ms of it. */
const PHONE_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

/** Main-thread events summed by what they do. */
const KINDS = {
  parseMs: ["ParseHTML"],
  scriptMs: ["EvaluateScript", "v8.compile", "FunctionCall"],
  styleMs: ["UpdateLayoutTree"],
  layoutMs: ["Layout"],
  paintMs: ["PrePaint", "Paint"],
};

/** The trace of one load, read up to its largest contentful paint. */
function readTrace(events, url) {
  const navigation = events.find(
    (event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL === url,
  );
  if (!navigation) throw new Error(`The trace of ${url} has no navigation`);
  const { pid, tid, ts: start } = navigation;
  const ms = (ts) => (ts - start) / 1000;
  const candidates = events.filter(
    (event) => event.name === "largestContentfulPaint::Candidate" && event.pid === pid,
  );
  if (!candidates.length) throw new Error(`The trace of ${url} has no largest paint`);
  const lcp = candidates.at(-1).ts;
  const requests = new Map(
    events
      .filter((event) => event.name === "ResourceSendRequest")
      .map((event) => [event.args.data.requestId, event.args.data.url]),
  );
  const finished = (test) =>
    events.find(
      (event) => event.name === "ResourceFinish" && test(requests.get(event.args.data.requestId)),
    );
  const documentEnd = finished((address) => address === url);
  const font = finished((address) => /\.woff2$/.test(address ?? ""));
  const before = events.filter(
    (event) =>
      event.pid === pid &&
      event.tid === tid &&
      event.ph === "X" &&
      event.ts >= start &&
      event.ts <= lcp,
  );
  const threadMs = (names) =>
    before
      .filter((event) => names.includes(event.name))
      .reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  const styles = before.filter((event) => event.name === "UpdateLayoutTree");
  const tasksAfter = events
    .filter(
      (event) =>
        event.pid === pid &&
        event.tid === tid &&
        event.ph === "X" &&
        event.name === "RunTask" &&
        event.ts > lcp,
    )
    .map((event) => (event.tdur ?? 0) / 1000);
  return {
    documentMs: ms(documentEnd.ts),
    lcpMs: ms(lcp),
    lcpOverDocument: ms(lcp) / ms(documentEnd.ts),
    fontMs: font ? ms(font.ts) : Number.NaN,
    mainThreadMs: threadMs(["RunTask"]),
    ...Object.fromEntries(Object.entries(KINDS).map(([kind, names]) => [kind, threadMs(names)])),
    styleRecalcs: styles.length,
    styledElements: styles.reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0),
    layouts: before.filter((event) => event.name === "Layout").length,
    longestAfterMs: Math.max(0, ...tasksAfter),
    // Lighthouse's Total Blocking Time, on thread time: what each task after the paint holds
    // the phone's main thread beyond 50 ms.
    blockingAfterMs: tasksAfter.reduce(
      (sum, ms) => sum + Math.max(0, ms * PHONE_SLOWDOWN - BLOCKING_FROM_MS),
      0,
    ),
  };
}

/** One load; a trace that misses its navigation (it happens) is taken again. */
async function load(browser, url, attempts = 3) {
  try {
    return await traceOf(browser, url);
  } catch (error) {
    if (attempts > 1) return load(browser, url, attempts - 1);
    throw error;
  }
}

async function traceOf(browser, url) {
  const page = await browser.newPage();
  try {
    await page.setViewport(SCREEN);
    const session = await page.createCDPSession();
    await session.send("Network.enable");
    await session.send("Network.setCacheDisabled", { cacheDisabled: true });
    await session.send("Network.emulateNetworkConditions", { offline: false, ...NETWORK });
    await page.tracing.start({ categories: CATEGORIES });
    // The load event waits for the web font, so the trace holds its swap too.
    await page.goto(url, { waitUntil: "load" });
    // The page is quiet once nothing has been fetched for a second: hydrated, its data shown.
    await page.waitForNetworkIdle({ idleTime: 1000 });
    // A page with no web font can load before its largest paint is presented.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver(resolve).observe({
            type: "largest-contentful-paint",
            buffered: true,
          }),
        ),
    );
    const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
    return readTrace(trace.traceEvents, url);
  } finally {
    await page.close();
  }
}

const shown = (key, value) =>
  !Number.isFinite(value) ? "-" : key === "lcpOverDocument" ? value.toFixed(2) : Math.round(value);

async function main() {
  const argv = process.argv.slice(2);
  const { runs, routes = ["/", "/locations"] } = parseArgs(argv);
  const builds = (argv.find((arg) => arg.startsWith("--builds="))?.slice(9) ?? "build/client")
    .split(",")
    .map((build) => path.resolve(build));
  const variants = [];
  for (const [index, root] of builds.entries()) {
    const floor = path.resolve(`bench/.work/trace-floor-${index}`);
    await buildFloor(root, floor);
    const name = builds.length > 1 ? path.relative(".", root) : "ours";
    variants.push({ name, root }, { name: `${name} floor`, root: floor });
  }
  for (const variant of variants) variant.server = await serve({ root: variant.root, port: 0 });
  const browser = await puppeteer.launch({ executablePath: findChromium(), args: chromiumArgs });
  const samples = new Map();
  try {
    // Interleaved, so that a busy moment of the machine falls on every variant alike.
    for (let run = 0; run < runs; run++) {
      for (const route of routes) {
        for (const variant of variants) {
          const url = `http://127.0.0.1:${variant.server.server.address().port}${route}`;
          const key = `| ${route} | ${variant.name} |`;
          samples.set(key, [...(samples.get(key) ?? []), await load(browser, url)]);
        }
      }
    }
  } finally {
    await browser.close();
    for (const variant of variants) await variant.server.close();
  }
  const keys = Object.keys(COLUMNS);
  console.log(`Main thread until the largest paint, medians of ${runs} loads (thread time, ms).\n`);
  console.log(`| Route | Build | ${keys.map((key) => COLUMNS[key]).join(" | ")} |`);
  console.log(`|---|---|${keys.map(() => "---:").join("|")}|`);
  for (const [key, loads] of samples) {
    const values = keys.map((name) => shown(name, median(loads.map((one) => one[name]))));
    console.log(`${key} ${values.join(" | ")} |`);
  }
}

await main();
