import { describe, expect, it } from "vitest";
import { markdownReport, median, parseArgs, verdict, withoutScripts } from "./bench-report.mjs";

const metrics = (over = {}) => ({
  performance: 100,
  fcpMs: 800,
  lcpMs: 1200,
  tbtMs: 0,
  cls: 0,
  bytes: 100 * 1024,
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
<script>window.x = 1</script><script type="text/plain" data-after-paint="">import "/a.js";</script><script type="module" src="/b.js"></script></body>`;
    const floor = withoutScripts(html);
    expect(floor).not.toMatch(/modulepreload|window\.x|import|b\.js/);
    expect(floor).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(floor).toContain('{"@type":"NGO"}');
  });

  it.each([
    ["a page that meets every target", metrics(), "meets all"],
    ["a low score", metrics({ performance: 97 }), "performance 97"],
    ["an LCP over 1.5x the floor's", metrics({ lcpMs: 1900 }), "LCP over 1.5x floor"],
    ["layout shift", metrics({ cls: 0.05 }), "CLS 0.05"],
    ["blocking time", metrics({ tbtMs: 120 }), "TBT 120 ms"],
  ])("judges %s", (_name, ours, result) => {
    expect(verdict(ours, metrics())).toBe(result);
  });

  it("writes one table row per route with the ratios to the floor and the client-only build", () => {
    const report = markdownReport({
      date: "2026-01-01",
      runs: 3,
      rows: [
        {
          route: "/",
          ours: metrics(),
          floor: metrics({ lcpMs: 1000 }),
          clientOnly: metrics({ lcpMs: 2400 }),
        },
      ],
    });
    expect(report.split("\n").at(-2)).toBe(
      "| / | 100 / 100 / 100 | 800 / 800 / 800 | 1200 / 1000 / 2400 | 1.20 | 0.50 | 0 / 0 / 0 | 0 / 0 / 0 | 100 / 100 / 100 | 1.00 | 1.00 | meets all |",
    );
  });
});
