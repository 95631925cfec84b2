import { describe, expect, it } from "vitest";
import { CONTENT_ROUTE_BUDGET, budgetTable, pageScripts, routeReport } from "./budget.mjs";

// A small build: every page loads the framework; /calendar's route module pulls the calendar
// feature; the header loads its menus later; one careless page imports the map eagerly.
const chunks = {
  "assets/entry.js": {
    imports: ["assets/framework.js"],
    dynamicImports: [],
    modules: ["node_modules/react-dom/index.js"],
  },
  "assets/framework.js": {
    imports: [],
    dynamicImports: ["assets/menus.js"],
    modules: ["node_modules/react/index.js", "app/root.tsx"],
  },
  "assets/menus.js": {
    imports: ["assets/framework.js"],
    dynamicImports: [],
    modules: ["node_modules/radix-ui/index.js"],
  },
  "assets/home.js": {
    imports: ["assets/framework.js"],
    dynamicImports: [],
    modules: ["app/routes/home.tsx"],
  },
  "assets/calendar.js": {
    imports: ["assets/calendar-feature.js"],
    dynamicImports: [],
    modules: ["app/routes/calendar.tsx"],
  },
  "assets/calendar-feature.js": {
    imports: [],
    dynamicImports: [],
    modules: ["app/features/calendar/month-grid.tsx", "app/lib/google/calendar.ts"],
  },
  "assets/about.js": {
    imports: ["assets/map.js"],
    dynamicImports: [],
    modules: ["app/routes/about.tsx"],
  },
  "assets/map.js": {
    imports: [],
    dynamicImports: [],
    modules: ["node_modules/@vis.gl/react-google-maps/dist/index.js"],
  },
};
const html = (route) => `<html><head>
<link rel="modulepreload" href="/assets/framework.js"/><link rel="modulepreload" href="/assets/${route}.js"/>
</head><body><script type="module" async="">import "/assets/manifest-1.js";
import * as route1 from "/assets/${route}.js"; import("/assets/entry.js");</script></body></html>`;
const sizes = {
  "assets/framework.js": 100_000,
  "assets/menus.js": 30_000,
  "assets/manifest-1.js": 1_000,
};
const size = (file) => sizes[file] ?? 2_000;

describe("byte budget", () => {
  it("reads a page's scripts from its preloads and its inline module script", () => {
    expect(pageScripts(html("home")).sort()).toEqual([
      "assets/entry.js",
      "assets/framework.js",
      "assets/home.js",
      "assets/manifest-1.js",
    ]);
  });

  it("counts the initial chunks and their static imports, and what loads later apart", () => {
    const row = routeReport("/", html("home"), chunks, size);
    expect(row).toMatchObject({
      kind: "content",
      initialBytes: 105_000,
      laterBytes: 30_000,
      problems: [],
    });
  });

  it("fails a content route over the budget", () => {
    const heavy = (file) => (file === "assets/home.js" ? CONTENT_ROUTE_BUDGET : size(file));
    expect(routeReport("/", html("home"), chunks, heavy).problems).toEqual([
      expect.stringMatching(/over the 120\.0 KiB budget/),
    ]);
  });

  it("lets a feature's own route load its code, without the content budget", () => {
    const row = routeReport("/calendar", html("calendar"), chunks, size);
    expect(row).toMatchObject({ kind: "calendar", features: ["calendar"], problems: [] });
  });

  it("fails a route that loads another route's feature", () => {
    expect(routeReport("/about", html("about"), chunks, size).problems).toEqual([
      "loads map code, which belongs to other routes",
    ]);
  });

  it("prints a Markdown table", () => {
    const table = budgetTable([routeReport("/", html("home"), chunks, size)]);
    expect(table.split("\n")[2]).toBe(
      "| / | content | 102.5 KiB | 105,000 | 4 | 120.0 KiB | 29.3 KiB | - | ok |",
    );
  });
});
