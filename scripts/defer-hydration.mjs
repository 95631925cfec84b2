// Paint first, then hydrate. Every page is prerendered, so its content needs no JavaScript to
// show; the hydration code (React, React Router, the page's modules) is the largest download.
// Loading it only after the first paint keeps it from competing with the HTML, the stylesheet
// and the font for the first seconds of a slow connection. postbuild.mjs rewrites each page:
//   - React Router's inline bootstrap module becomes an inert data block with the same text
//     (hydration compares it), carrying what the bootstrap loads as data attributes;
//   - React Router's module preloads leave <head> for that block's data-preload;
//   - one small script, the same on every page, does the bootstrap's work after the first frame.
// The bootstrap differs on every page, so running it inline would need a hash per page in the
// Content-Security-Policy; the loader needs one hash for the whole site.

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

/** Runs after the first paint: preloads the modules, then does the bootstrap's work. */
export const AFTER_PAINT_LOADER = `requestAnimationFrame(function(){setTimeout(function(){var d=document.querySelector("script[data-after-paint]").dataset,list=function(s){return s.split(" ").filter(Boolean)};list(d.preload).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var routes=list(d.routes).map(function(r){var i=r.indexOf("=");return[r.slice(0,i),r.slice(i+1)]});Promise.all(list(d.effects).map(function(u){return import(u)})).then(function(){return Promise.all(routes.map(function(r){return import(r[1])}))}).then(function(modules){var registry={};routes.forEach(function(r,i){registry[r[0]]=modules[i]});window.__reactRouterRouteModules=registry;return import(d.entry)})})})`;

/** The page with its hydration deferred, or undefined when it has no React Router bootstrap. */
export function deferHydration(html) {
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
