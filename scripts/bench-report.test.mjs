import { describe, expect, it } from "vitest";
import { markdownReport, median, parseArgs, verdict, withoutScripts } from "./bench-report.mjs";

const metrics = (over = {}) => ({
  performance: 100,
  fcpMs: 800,
  lcpMs: 1200,
  tbtMs: 0,
  cls: 0,
  bytes: 100 * 1024,
  scriptFiles: 0,
  ...over,
});

describe("benchmark report", () => {
  it("reads --routes and --runs, three runs by default", () => {
    expect(parseArgs([])).toEqual({ runs: 3, routes: undefined });
    expect(parseArgs(["--routes=/,/locations", "--runs=1"])).toEqual({
      runs: 1,
      routes: ["/", "/locations"],
    });
    expect(() => parseArgs(["--runs=0"])).toThrow(/--runs/);
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
    ["a page without React that meets every target", "static", metrics(), "meets all"],
    [
      "a page without React that loads a script",
      "static",
      metrics({ scriptFiles: 1 }),
      "1 script files",
    ],
    [
      "a page without React over 1.1x the floor's bytes",
      "static",
      metrics({ bytes: 120 * 1024 }),
      "bytes 1.20x floor",
    ],
    [
      "a page without React over 1.05x the floor's LCP",
      "static",
      metrics({ lcpMs: 1300 }),
      "LCP 1.08x floor",
    ],
    [
      "a page with React that meets every target",
      "react",
      metrics({ scriptFiles: 20, bytes: 300 * 1024, lcpMs: 1500, tbtMs: 90, performance: 98 }),
      "meets all",
    ],
    [
      "a page with React over 1.3x the floor's LCP",
      "react",
      metrics({ lcpMs: 1700 }),
      "LCP 1.42x floor",
    ],
    ["blocking time", "react", metrics({ tbtMs: 120 }), "TBT 120 ms"],
    ["a low score", "react", metrics({ performance: 97 }), "performance 97"],
  ])("judges %s", (_name, kind, ours, result) => {
    expect(verdict(kind, ours, metrics())).toBe(result);
  });

  it("writes one table row per route with the ratios to the floor", () => {
    const report = markdownReport({
      date: "2026-11-23T00:00:00.000Z",
      runs: 3,
      rows: [
        { route: "/", kind: "static", ours: metrics(), floor: metrics() },
        {
          route: "/calendar",
          kind: "react",
          ours: metrics({ scriptFiles: 22, bytes: 250 * 1024, lcpMs: 1320, tbtMs: 150 }),
          floor: metrics(),
        },
      ],
    });
    expect(report).toContain(
      "| / | static | 0 | 100.0 | 1.00 | 1200 | 1.00 | 0 | 0 | 100 | meets all |",
    );
    expect(report).toContain(
      "| /calendar | react | 22 | 250.0 | 2.50 | 1320 | 1.10 | 150 | 0 | 100 | TBT 150 ms |",
    );
  });
});
