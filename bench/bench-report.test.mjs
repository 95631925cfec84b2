import { describe, expect, it } from "vitest";
import { markdownReport, median, parseArgs, verdict, withoutScripts } from "./bench-report.mjs";

const metrics = (over = {}) => ({
  performance: 100,
  fcpMs: 800,
  lcpMs: 1200,
  documentMs: 1000,
  tbtMs: 0,
  cls: 0,
  bytes: 100 * 1024,
  scriptFiles: 0,
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
    ["a page without React that meets every target", "static", both(), "meets all"],
    [
      "a page without React that loads a script",
      "static",
      both({ scriptFiles: 1 }),
      "1 script files",
    ],
    [
      "a page without React over 1.1x the floor's bytes",
      "static",
      both({ bytes: 120 * 1024 }),
      "bytes 1.20x floor",
    ],
    [
      "a page without React over 1.05x the floor's applied LCP",
      "static",
      both({ lcpMs: 1300 }),
      "applied LCP 1.08x floor",
    ],
    [
      "a page that paints later than 1.35x its document",
      "static",
      both({ documentMs: 800, lcpMs: 1200 }, {}),
      "applied LCP 1.50x document",
    ],
    [
      "a page with React that meets every target",
      "react",
      both({ scriptFiles: 20, lcpMs: 1250 }, { tbtMs: 90, performance: 98 }),
      "meets all",
    ],
    [
      "a page with React over 1.05x the floor's applied LCP",
      "react",
      both({ lcpMs: 1300 }),
      "applied LCP 1.08x floor",
    ],
    ["blocking time", "react", both({}, { tbtMs: 120 }), "TBT 120 ms"],
    ["a low score", "react", both({}, { performance: 97 }), "performance 97"],
  ])("judges %s", (_name, kind, ours, result) => {
    expect(verdict(kind, ours, both())).toBe(result);
  });

  it("writes one table row per route with both throttlings, the ratios and the live data", () => {
    const report = markdownReport({
      date: "2026-11-23T00:00:00.000Z",
      runs: 3,
      rows: [
        { route: "/", kind: "static", ours: both(), floor: both() },
        {
          route: "/calendar",
          kind: "react",
          ours: both(
            { scriptFiles: 22, bytes: 250 * 1024, lcpMs: 1320 },
            { lcpMs: 2000, tbtMs: 150 },
          ),
          floor: both(),
          live: { shownMs: 1800, googleRequestMs: 900, scriptReadyMs: 1000 },
        },
      ],
    });
    expect(report).toContain(
      "| / | static | 0 | 100.0 | 1000 | 1200 | 1.20 | 1.00 | 0 | 1200 | 1.00 | 0 | 100 |  | meets all |",
    );
    expect(report).toContain(
      "| /calendar | react | 22 | 250.0 | 1000 | 1320 | 1.32 | 1.10 | 0 | 2000 | 1.67 | 150 | 100 | 1800 (Google 900, script 1000) | applied LCP 1.10x floor; TBT 150 ms |",
    );
  });
});
