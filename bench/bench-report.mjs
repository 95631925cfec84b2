// The benchmark's arithmetic and its Markdown table (scripts/bench.mjs runs the measurements).

/** The two ways Lighthouse throttles: it models a slow phone ("simulate"), or slows the real
 * network and processor ("devtools", called "applied" here). */
export const METHODS = ["devtools", "simulate"];

/** Targets by page kind: "static" pages run no React, "react" pages hydrate. */
export const TARGETS = {
  every: {
    /** Applied throttling: first paint from the document alone. */
    lcpOverDocument: 1.35,
  },
  /** The zero-JS floor of every page, applied throttling: what its HTML, CSS and font allow. */
  floor: { lcpBelowMs: 900 },
  static: {
    scriptFiles: 0,
    bytesOverFloor: 1.1,
    lcpOverFloor: 1.05,
    /** Simulated throttling: a page that runs no script file blocks nothing. */
    tbtBelowMs: 50,
    performance: 100,
  },
  react: {
    /** Applied throttling: the page paints as soon as the same page without scripts. */
    lcpOverFloor: 1.05,
    tbtMs: 100,
    performance: 98,
  },
};

export function parseArgs(argv) {
  const value = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
  const runs = Number(value("runs") ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number >= 1");
  const throttling = value("throttling") ?? "both";
  const methods = { both: METHODS, applied: ["devtools"], simulated: ["simulate"] }[throttling];
  if (!methods) throw new Error("--throttling must be both, applied or simulated");
  return { runs, routes: value("routes")?.split(",").filter(Boolean), methods };
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

const round = (value, digits = 0) => Number(value.toFixed(digits));
export const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : "-");
const ratio = (a, b) => (b > 0 ? a / b : Number.NaN);
const shown = (value) => (Number.isFinite(value) ? value.toFixed(2) : "-");

/** The targets a page misses, as words; "meets all" when none. */
export function verdict(kind, ours, floor) {
  const misses = [];
  const applied = ours.devtools;
  const simulated = ours.simulate;
  if (applied && ratio(applied.lcpMs, applied.documentMs) > TARGETS.every.lcpOverDocument) {
    misses.push(`applied LCP ${shown(ratio(applied.lcpMs, applied.documentMs))}x document`);
  }
  if (floor.devtools && !(floor.devtools.lcpMs < TARGETS.floor.lcpBelowMs)) {
    misses.push(`floor LCP ${ms(floor.devtools.lcpMs)} ms`);
  }
  const target = TARGETS[kind];
  if (applied && ratio(applied.lcpMs, floor.devtools.lcpMs) > target.lcpOverFloor) {
    misses.push(`applied LCP ${shown(ratio(applied.lcpMs, floor.devtools.lcpMs))}x floor`);
  }
  if (kind === "static") {
    const any = applied ?? simulated;
    if (any.scriptFiles > target.scriptFiles) misses.push(`${any.scriptFiles} script files`);
    const bytes = ratio(any.bytes, (floor.devtools ?? floor.simulate).bytes);
    if (bytes > target.bytesOverFloor) misses.push(`bytes ${shown(bytes)}x floor`);
    if (simulated && !(simulated.tbtMs < target.tbtBelowMs)) {
      misses.push(`TBT ${ms(simulated.tbtMs)} ms`);
    }
  } else if (simulated && simulated.tbtMs > target.tbtMs) {
    misses.push(`TBT ${ms(simulated.tbtMs)} ms`);
  }
  if (simulated && simulated.performance < target.performance) {
    misses.push(`performance ${simulated.performance}`);
  }
  return misses.length === 0 ? "meets all" : misses.join("; ");
}

/** "612 (Google 480, script 530)": the first live datum, and when its request and the page's script started. */
function liveData(live) {
  if (!live) return "";
  return `${ms(live.shownMs)} (Google ${ms(live.googleRequestMs)}, script ${ms(live.scriptReadyMs)})`;
}

/** How busy the machine was while it measured: the load average beside its cores. */
function machineLine(machine) {
  const load = (value) => value.toFixed(2);
  return `Machine: load average (1 min) ${load(machine.loadStart)} at the start and ${load(machine.loadEnd)} at the end, on ${machine.cores} cores; above the core count, wall-clock figures run long.`;
}

export function markdownReport({ date, runs, rows, machine }) {
  const lines = [
    `# Benchmark: ${date}`,
    "",
    `Lighthouse 13, mobile, median of ${runs} run(s) per page and throttling, served by the production server on loopback.`,
    ...(machine ? [machineLine(machine)] : []),
    "Applied throttling slows the real network and processor (Lighthouse's devtools method); simulated throttling models them from an unthrottled load.",
    "The floor is the same page with every script and module preload removed, measured in turns with it (page, floor; floor, page; …). Document: when the HTML document has finished arriving (applied).",
    "CPU index: Lighthouse's measure of the processor's speed as it loaded the page (its benchmarkIndex, median of the applied runs; higher is faster). A miss beside an index lower than the other rows' may be the machine's and not the page's.",
    "Live data (applied): ms until the first calendar event, camp row or site card with a distance is shown, and when the request to Google and the route's script started.",
    `Targets: every page's applied LCP at most ${TARGETS.every.lcpOverDocument}x its document, and its floor's applied LCP under ${TARGETS.floor.lcpBelowMs} ms;`,
    `pages without React load ${TARGETS.static.scriptFiles} script files, at most ${TARGETS.static.bytesOverFloor}x the floor's bytes and ${TARGETS.static.lcpOverFloor}x its applied LCP, simulated TBT under ${TARGETS.static.tbtBelowMs} ms and a simulated score of ${TARGETS.static.performance};`,
    `pages with React reach at most ${TARGETS.react.lcpOverFloor}x the floor's applied LCP, simulated TBT at most ${TARGETS.react.tbtMs} ms and a simulated score of at least ${TARGETS.react.performance}.`,
    "",
    "| Route | Kind | Scripts | KiB | Applied: document ms | LCP ms | LCP / document | Floor LCP ms | LCP / floor | CLS | CPU index | Simulated: LCP ms | LCP / floor | TBT ms | Perf | Live data ms | Targets |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|",
  ];
  const verdicts = rows.map(({ kind, ours, floor }) => verdict(kind, ours, floor));
  rows.forEach(({ route, kind, ours, floor, live }, index) => {
    const a = ours.devtools;
    const s = ours.simulate;
    const any = a ?? s;
    lines.push(
      `| ${route} | ${kind} | ${any.scriptFiles} | ${(any.bytes / 1024).toFixed(1)} | ${ms(a?.documentMs)} | ${ms(a?.lcpMs)} | ${shown(ratio(a?.lcpMs, a?.documentMs))} | ${ms(floor.devtools?.lcpMs)} | ${shown(ratio(a?.lcpMs, floor.devtools?.lcpMs))} | ${a ? round(a.cls, 3) : "-"} | ${ms(a?.benchmarkIndex)} | ${ms(s?.lcpMs)} | ${shown(ratio(s?.lcpMs, floor.simulate?.lcpMs))} | ${ms(s?.tbtMs)} | ${s?.performance ?? "-"} | ${liveData(live)} | ${verdicts[index]} |`,
    );
  });
  const missing = verdicts.filter((words) => words !== "meets all").length;
  lines.push(
    "",
    missing === 0
      ? `Every page meets every target (${rows.length} pages).`
      : `${missing} of ${rows.length} pages miss a target; the last column says which.`,
  );
  return `${lines.join("\n")}\n`;
}
