import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_LOADER, afterPaintBootstrap, deferHydration } from "./defer-hydration.mjs";
import { pageScripts } from "./budget.mjs";

const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-1.js");`;
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/><link rel="stylesheet" href="/assets/a.css"/></head><body><main>Hi</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${bootstrap}</script></body></html>`;

describe("hydration after paint", () => {
  it("moves the preloads onto an inert copy of the bootstrap and adds the loader", () => {
    const html = deferHydration(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css"/>');
    expect(afterPaintBootstrap(html)).toEqual({
      preloads: ["/assets/entry.client-1.js", "/assets/root-1.js"],
      source: bootstrap,
    });
    expect(html).toContain(`<script>${AFTER_PAINT_LOADER}</script>`);
  });

  it("leaves a page without a bootstrap alone", () => {
    expect(deferHydration("<html><body><p>Static</p></body></html>")).toBeUndefined();
  });

  it("starts the preloads and the bootstrap only after the first frame", () => {
    const { window } = new JSDOM(deferHydration(page), { runScripts: "outside-only" });
    const frames = [];
    const timers = [];
    window.requestAnimationFrame = (callback) => frames.push(callback);
    window.setTimeout = (callback) => timers.push(callback);
    window.eval(AFTER_PAINT_LOADER);
    const modules = () => window.document.querySelectorAll('script[type="module"]');
    expect(modules()).toHaveLength(0);
    frames.forEach((callback) => callback());
    expect(modules()).toHaveLength(0);
    timers.forEach((callback) => callback());
    const preloads = [...window.document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute("href"))).toEqual([
      "/assets/entry.client-1.js",
      "/assets/root-1.js",
    ]);
    expect(modules()).toHaveLength(1);
    expect(modules()[0].textContent).toBe(bootstrap);
  });

  it("still counts the deferred scripts in the byte budget", () => {
    expect(pageScripts(deferHydration(page)).sort()).toEqual([
      "assets/entry.client-1.js",
      "assets/manifest-1.js",
      "assets/root-1.js",
    ]);
  });
});
