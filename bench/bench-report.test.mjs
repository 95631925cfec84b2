import { describe, expect, it } from "vitest";
import { markdownReport, median, parseArgs, verdict, withoutScripts } from "./bench-report.mjs";

const metrics = (over = {}) => ({
  performance: 100,
  fcpMs: 800,
  lcpMs: 850,
  documentMs: 700,
  tbtMs: 0,
  cls: 0,
  bytes: 100 * 1024,
  scriptFiles: 0,
  benchmarkIndex: 1500,
  ...over,
});
/** A page measured both ways, the applied measure changed by `applied`. */
const both = (applied = {}, simulated = {}) => ({
  devtools: metrics(applied),
  simulate: metrics(simulated),
});

describe("benchmark report", () => {
  it("reads --routes, --runs and --throttling: three runs and both throttlings by default", () => {
    expect(parseArgs([])).toEqual({
      runs: 3,
      routes: undefined,
      methods: ["devtools", "simulate"],
    });
    expect(parseArgs(["--routes=/,/locations", "--runs=1", "--throttling=applied"])).toEqual({
      runs: 1,
      routes: ["/", "/locations"],
      methods: ["devtools"],
    });
    expect(() => parseArgs(["--runs=0"])).toThrow(/--runs/);
    expect(() => parseArgs(["--throttling=fast"])).toThrow(/--throttling/);
  });

  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ])("takes the median of %j", (values, middle) => expect(median(values)).toBe(middle));

  it("makes the zero-JS floor: no scripts or module preloads, JSON-LD kept", () => {
    const html = `<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/a.css"/>
<script type="application/ld+json">{"@type":"NGO"}</script></head><body><p>Hi</p>
<script>window.x = 1</script><script type="module" async="">import "/a.js";</script></body>`;
    const floor = withoutScripts(html);
    expect(floor).not.toMatch(/modulepreload|window\.x|import/);
    expect(floor).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(floor).toContain('{"@type":"NGO"}');
  });

  it.each([
    ["a page without React that meets every target", "static", both(), both(), "meets all"],
    [
      "a page without React that loads a script",
      "static",
      both({ scriptFiles: 1 }),
      both(),
      "1 script files",
    ],
    [
      "a page without React over 1.1x the floor's bytes",
      "static",
      both({ bytes: 120 * 1024 }),
      both(),
      "bytes 1.20x floor",
    ],
    [
      "a page without React over 1.05x the floor's applied LCP",
      "static",
      both({ lcpMs: 920 }),
      both(),
      "applied LCP 1.08x floor",
    ],
    ["a page without React blocking 50 ms", "static", both({}, { tbtMs: 50 }), both(), "TBT 50 ms"],
    [
      "a page without React short of a score of 100",
      "static",
      both({}, { performance: 99 }),
      both(),
      "performance 99",
    ],
    [
      "a page that paints later than 1.35x its document",
      "static",
      both({ documentMs: 600, lcpMs: 850 }, {}),
      both(),
      "applied LCP 1.42x document",
    ],
    [
      "a page whose zero-JS floor paints at 900 ms or later",
      "static",
      both({ lcpMs: 900, documentMs: 800 }),
      both({ lcpMs: 900 }),
      "floor LCP 900 ms",
    ],
    [
      "a page with React that meets every target",
      "react",
      both({ scriptFiles: 20, lcpMs: 880 }, { tbtMs: 90, performance: 98 }),
      both(),
      "meets all",
    ],
    [
      "a page with React over 1.05x the floor's applied LCP",
      "react",
      both({ lcpMs: 920 }),
      both(),
      "applied LCP 1.08x floor",
    ],
    ["blocking time", "react", both({}, { tbtMs: 120 }), both(), "TBT 120 ms"],
    ["a low score", "react", both({}, { performance: 97 }), both(), "performance 97"],
  ])("judges %s", (_name, kind, ours, floor, result) => {
    expect(verdict(kind, ours, floor)).toBe(result);
  });

  it("writes one table row per route with both throttlings, the ratios, the machine's speed and the live data, and how many pages miss a target", () => {
    const report = markdownReport({
      date: "2026-11-23T00:00:00.000Z",
      runs: 3,
      machine: { loadStart: 0.5, loadEnd: 1.25, cores: 2 },
      rows: [
        { route: "/", kind: "static", ours: both(), floor: both() },
        {
          route: "/calendar",
          kind: "react",
          ours: both(
            { scriptFiles: 22, bytes: 250 * 1024, lcpMs: 920, benchmarkIndex: 1210.4 },
            { lcpMs: 2000, tbtMs: 150 },
          ),
          floor: both(),
          live: { shownMs: 1800, googleRequestMs: 900, scriptReadyMs: 1000 },
        },
      ],
    });
    expect(report).toContain(
      "load average (1 min) 0.50 at the start and 1.25 at the end, on 2 cores",
    );
    expect(report).toContain(
      "| / | static | 0 | 100.0 | 700 | 850 | 1.21 | 850 | 1.00 | 0 | 1500 | 850 | 1.00 | 0 | 100 |  | meets all |",
    );
    expect(report).toContain(
      "| /calendar | react | 22 | 250.0 | 700 | 920 | 1.31 | 850 | 1.08 | 0 | 1210 | 2000 | 2.35 | 150 | 100 | 1800 (Google 900, script 1000) | applied LCP 1.08x floor; TBT 150 ms |",
    );
    expect(report).toContain("1 of 2 pages miss a target; the last column says which.");
  });
});
