// Paint first, then hydrate. Every page is prerendered, so its content needs no JavaScript to
// show; the hydration code (React, React Router, the page's modules) is the largest download.
// Loading it only after the first paint keeps it from competing with the HTML, the stylesheet
// and the font for the first seconds of a slow connection. postbuild.mjs rewrites each page:
//   - React Router's inline bootstrap module becomes an inert data block with the same text
//     (hydration compares it), carrying what the bootstrap loads as data attributes;
//   - React Router's module preloads leave <head> for that block's data-preload;
//   - one small script, the same on every page, does the bootstrap's work after the first
//     contentful paint.
//   - the loader data of a page with a build-time loader, which React Router writes as inline
//     `streamController.enqueue(...)` scripts, becomes inert blocks too, handed to the stream by
//     one small script that is the same on every page.
// The bootstrap and the loader data differ on every page, so running them inline would need a
// hash per page in the Content-Security-Policy; these two scripts need one hash each.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const INERT = /<script type="text\/plain" data-after-paint=""([^>]*)>[\s\S]*?<\/script>/;

/**
 * What React Router's bootstrap does: import some modules for their effects (the route
 * manifest), import the route modules under their route ids, then import the client entry.
 */
export function parseBootstrap(source) {
  const imports = [...source.matchAll(/^import (?:\* as (\w+) from )?"([^"]+)";$/gm)];
  const urlOf = Object.fromEntries(
    imports.filter(([, name]) => name).map(([, name, url]) => [name, url]),
  );
  const registry = /window\.__reactRouterRouteModules = \{([^}]*)\};/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  const routes = [...(registry ?? "").matchAll(/"([^"]+)":(\w+)/g)].map(([, id, name]) => [
    id,
    urlOf[name],
  ]);
  if (!entry || routes.length === 0 || routes.some(([, url]) => !url)) {
    throw new Error(`Unexpected React Router bootstrap, update defer-hydration.mjs:\n${source}`);
  }
  return {
    effects: imports.filter(([, name]) => !name).map(([, , url]) => url),
    routes: routes.map(([id, url]) => `${id}=${url}`),
    entry,
  };
}

/**
 * The loader, inlined into every page as written here (plain ES5 apart from import()). Once
 * the first contentful paint has happened (or, where Paint Timing is missing, once a frame has
 * been painted), it preloads the modules and does the bootstrap's work. Waiting for the first
 * *contentful* paint matters: the first frame can come before the text is drawn.
 */
export const AFTER_PAINT_LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var data = document.querySelector("script[data-after-paint]").dataset;
    var list = function (text) {
      return text.split(" ").filter(Boolean);
    };
    // One insertion for all the links: each insertion into <head> makes the browser
    // re-check the page's styles, which on a long page costs a phone several milliseconds.
    var links = document.createDocumentFragment();
    list(data.preload).forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
    var routes = list(data.routes).map(function (route) {
      var at = route.indexOf("=");
      return [route.slice(0, at), route.slice(at + 1)];
    });
    Promise.all(
      list(data.effects).map(function (url) {
        return import(url);
      }),
    )
      .then(function () {
        return Promise.all(
          routes.map(function (route) {
            return import(route[1]);
          }),
        );
      })
      .then(function (modules) {
        var registry = {};
        routes.forEach(function (route, index) {
          registry[route[0]] = modules[index];
        });
        window.__reactRouterRouteModules = registry;
        return import(data.entry);
      });
  }
  var paintTiming =
    window.PerformanceObserver &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;
  if (paintTiming) {
    new PerformanceObserver(function (entries, observer) {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start);
    });
  }
})();`;

const ENQUEUE =
  /<script>(window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?\);)<\/script>/g;
const CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";

/**
 * Runs right before React Router closes its data stream: enqueues the page's inert loader-data
 * blocks in order. Each block keeps React Router's text, `...enqueue("<JSON string>");`, whose
 * argument is a JSON string literal.
 */
export const STREAM_DATA_LOADER = `(function () {
  var controller = window.__reactRouterContext.streamController;
  document.querySelectorAll("script[data-stream-chunk]").forEach(function (block) {
    var text = block.textContent;
    controller.enqueue(JSON.parse(text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"))));
  });
})();`;

/** The page with its loader data in inert blocks, fed to React Router by one shared script. */
export function inertLoaderData(html) {
  if (!html.includes(CLOSE)) return html;
  return html
    .replace(
      ENQUEUE,
      (_match, source) => `<script type="text/plain" data-stream-chunk="">${source}</script>`,
    )
    .replace(CLOSE, () => `<script>${STREAM_DATA_LOADER}</script>${CLOSE}`);
}

/** The page with its hydration deferred, or undefined when it has no React Router bootstrap. */
export function deferHydration(page) {
  const html = inertLoaderData(page);
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return undefined;
  const { effects, routes, entry } = parseBootstrap(bootstrap[1]);
  const preloads = [...html.matchAll(PRELOAD)].map(([, href]) => href);
  const data = `data-preload="${preloads.join(" ")}" data-effects="${effects.join(" ")}" data-routes="${routes.join(" ")}" data-entry="${entry}"`;
  const inert = `<script type="text/plain" data-after-paint="" ${data}>${bootstrap[1]}</script><script>${AFTER_PAINT_LOADER}</script>`;
  return html.replace(PRELOAD, "").replace(bootstrap[0], () => inert);
}

/** Every module a deferred page loads after paint, or undefined when it has none. */
export function afterPaintModules(html) {
  const attributes = INERT.exec(html)?.[1];
  if (attributes === undefined) return undefined;
  const value = (name) => new RegExp(`data-${name}="([^"]*)"`).exec(attributes)?.[1] ?? "";
  return [
    ...value("preload").split(" "),
    ...value("effects").split(" "),
    ...value("routes")
      .split(" ")
      .map((route) => route.slice(route.indexOf("=") + 1)),
    value("entry"),
  ].filter(Boolean);
}
