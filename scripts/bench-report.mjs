// The benchmark's arithmetic and its Markdown table (scripts/bench.mjs runs the measurements).

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

const round = (value, digits = 0) => Number(value.toFixed(digits));
export const ms = (value) => `${Math.round(value)}`;
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
