// The benchmark's arithmetic and its Markdown table (scripts/bench.mjs runs the measurements).

/** Targets by page kind: "static" pages run no React, "react" pages hydrate. */
export const TARGETS = {
  static: { scriptFiles: 0, bytesOverFloor: 1.1, lcpOverFloor: 1.05 },
  react: { lcpOverFloor: 1.3, tbtMs: 100, performance: 98 },
};

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

const round = (value, digits = 0) => Number(value.toFixed(digits));
export const ms = (value) => `${Math.round(value)}`;
const ratio = (a, b) => (b > 0 ? a / b : Number.NaN);
const shown = (value) => (Number.isFinite(value) ? value.toFixed(2) : "-");

/** The targets a page misses, as words; "meets all" when none. */
export function verdict(kind, ours, floor) {
  const misses = [];
  if (kind === "static") {
    const target = TARGETS.static;
    if (ours.scriptFiles > target.scriptFiles) misses.push(`${ours.scriptFiles} script files`);
    if (ratio(ours.bytes, floor.bytes) > target.bytesOverFloor)
      misses.push(`bytes ${shown(ratio(ours.bytes, floor.bytes))}x floor`);
    if (ratio(ours.lcpMs, floor.lcpMs) > target.lcpOverFloor)
      misses.push(`LCP ${shown(ratio(ours.lcpMs, floor.lcpMs))}x floor`);
  } else {
    const target = TARGETS.react;
    if (ratio(ours.lcpMs, floor.lcpMs) > target.lcpOverFloor)
      misses.push(`LCP ${shown(ratio(ours.lcpMs, floor.lcpMs))}x floor`);
    if (ours.tbtMs > target.tbtMs) misses.push(`TBT ${ms(ours.tbtMs)} ms`);
    if (ours.performance < target.performance) misses.push(`performance ${ours.performance}`);
  }
  return misses.length === 0 ? "meets all" : misses.join("; ");
}

export function markdownReport({ date, runs, rows }) {
  const lines = [
    `# Benchmark: ${date}`,
    "",
    `Lighthouse 13, mobile, simulated throttling, median of ${runs} run(s) per page, served by the production server on loopback.`,
    "The floor is the same page with every script and module preload removed.",
    "Targets: pages without React load 0 script files, at most 1.1x the floor's bytes and 1.05x its LCP;",
    "pages with React reach an LCP of at most 1.3x the floor's, TBT at most 100 ms and a performance score of at least 98.",
    "",
    "| Route | Kind | Script files | KiB | KiB / floor | LCP ms | LCP / floor | TBT ms | CLS | Perf | Targets |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const { route, kind, ours, floor } of rows) {
    lines.push(
      `| ${route} | ${kind} | ${ours.scriptFiles} | ${(ours.bytes / 1024).toFixed(1)} | ${shown(ratio(ours.bytes, floor.bytes))} | ${ms(ours.lcpMs)} | ${shown(ratio(ours.lcpMs, floor.lcpMs))} | ${ms(ours.tbtMs)} | ${round(ours.cls, 3)} | ${ours.performance} | ${verdict(kind, ours, floor)} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}
