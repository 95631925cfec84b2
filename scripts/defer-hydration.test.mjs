import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { pageScripts } from "./budget.mjs";
import {
  AFTER_PAINT_LOADER,
  STREAM_DATA_LOADER,
  inertLoaderData,
  afterPaintModules,
  deferHydration,
  parseBootstrap,
} from "./defer-hydration.mjs";
import { inlineScripts } from "./postbuild.mjs";

// React Router 7.18's bootstrap, as it prerenders it.
const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/site-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"site-maidu-star":route1};

import("/assets/entry.client-1.js");`;
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/shared-1.js"/><link rel="stylesheet" href="/assets/a.css"/></head><body><main>Hi</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${bootstrap}</script></body></html>`;

describe("hydration after paint", () => {
  it("reads what React Router's bootstrap imports", () => {
    expect(parseBootstrap(bootstrap)).toEqual({
      effects: ["/assets/manifest-1.js"],
      routes: ["root=/assets/root-1.js", "site-maidu-star=/assets/site-1.js"],
      entry: "/assets/entry.client-1.js",
    });
  });

  it("fails loudly on a bootstrap it does not understand", () => {
    expect(() => parseBootstrap('import("/x.js");')).toThrow(/Unexpected React Router bootstrap/);
  });

  it("keeps the bootstrap's text inert, drops the preloads from the head and adds the loader", () => {
    const html = deferHydration(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`data-after-paint="" `);
    expect(html).toContain(`>${bootstrap}</script><script>${AFTER_PAINT_LOADER}</script>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css"/>');
  });

  it("leaves the same inline scripts on every page, whatever its routes", () => {
    const other = page.replaceAll("site", "home");
    expect(inlineScripts(deferHydration(other))).toEqual(inlineScripts(deferHydration(page)));
  });

  it("leaves a page without a bootstrap alone", () => {
    expect(deferHydration("<html><body><p>Static</p></body></html>")).toBeUndefined();
  });

  // jsdom has no module loader or paint timing: stand-ins record what the loader does.
  function loadPage({ paintTiming }) {
    const { window } = new JSDOM(deferHydration(page), { runScripts: "outside-only" });
    const later = { frames: [], timers: [], observers: [], imported: [] };
    window.requestAnimationFrame = (callback) => later.frames.push(callback);
    window.setTimeout = (callback) => later.timers.push(callback);
    window.PerformanceObserver = paintTiming
      ? class {
          static supportedEntryTypes = ["paint"];
          constructor(callback) {
            later.observers.push((names) =>
              callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this),
            );
          }
          observe() {}
          disconnect() {}
        }
      : undefined;
    window.__imported = later.imported;
    window.eval(
      "var __import = function (url) { __imported.push(url); return Promise.resolve({ url: url }); };",
    );
    window.eval(AFTER_PAINT_LOADER.replaceAll("import(", "__import("));
    const flush = () => new Promise((resolve) => setImmediate(resolve));
    return { window, later, flush };
  }

  it("does the bootstrap's work only after the first contentful paint", async () => {
    const { window, later, flush } = loadPage({ paintTiming: true });
    later.observers.forEach((notify) => notify(["first-paint"]));
    expect(later.timers).toEqual([]);
    later.observers.forEach((notify) => notify(["first-contentful-paint"]));
    expect(later.imported).toEqual([]);
    later.timers.forEach((callback) => callback());
    await flush();
    const preloads = [...window.document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute("href"))).toEqual([
      "/assets/entry.client-1.js",
      "/assets/shared-1.js",
    ]);
    expect(later.imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-1.js",
      "/assets/site-1.js",
      "/assets/entry.client-1.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-1.js" },
      "site-maidu-star": { url: "/assets/site-1.js" },
    });
  });

  it("falls back to the first painted frame where paint timing is missing", async () => {
    const { later, flush } = loadPage({ paintTiming: false });
    expect(later.imported).toEqual([]);
    later.frames.forEach((callback) => callback());
    later.timers.forEach((callback) => callback());
    await flush();
    expect(later.imported.at(-1)).toBe("/assets/entry.client-1.js");
  });

  it("still counts every deferred module in the byte budget", () => {
    const html = deferHydration(page);
    expect(afterPaintModules(html)).toHaveLength(6);
    expect(pageScripts(html).sort()).toEqual([
      "assets/entry.client-1.js",
      "assets/manifest-1.js",
      "assets/root-1.js",
      "assets/shared-1.js",
      "assets/site-1.js",
    ]);
  });
});

describe("loader data", () => {
  const chunk = String.raw`window.__reactRouterContext.streamController.enqueue("[{\"_1\":2},\"loaderData\",\"a \u003c b\"]\n");`;
  const close = "<script>window.__reactRouterContext.streamController.close();</script>";
  const withData = page.replace(
    '<script type="module"',
    `<script>${chunk}</script><script>${chunk}</script>${close}<script type="module"`,
  );

  it("becomes inert blocks fed to the stream by one shared script, so no page needs its own hash", () => {
    const html = deferHydration(withData);
    expect(inlineScripts(html)).not.toContain(chunk);
    expect(html).toContain(`<script type="text/plain" data-stream-chunk="">${chunk}</script>`);
    expect(html).toContain(`<script>${STREAM_DATA_LOADER}</script>${close}`);
  });

  it("reaches React Router's stream unchanged and in order, before it closes", () => {
    const received = [];
    const dom = new JSDOM(
      deferHydration(withData).replace(
        "window.__reactRouterContext = {};",
        "window.__reactRouterContext = { streamController: { enqueue: function (c) { window.received.push(c); }, close: function () { window.received.push('closed'); } } }; window.received = [];",
      ),
      { runScripts: "dangerously", pretendToBeVisual: true },
    );
    received.push(...dom.window.received);
    const expected = JSON.parse(chunk.slice(chunk.indexOf("(") + 1, chunk.lastIndexOf(")")));
    expect(received).toEqual([expected, expected, "closed"]);
    dom.window.close();
  });

  it("leaves a page without loader data as it was", () => {
    expect(inertLoaderData(page)).toBe(page);
  });
});
