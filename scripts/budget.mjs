// The JavaScript byte budget: what each page downloads before it is interactive, from the page's
// HTML and the build's chunk manifest (chunk-manifest.mjs). Deterministic: gzip level 9 of files.
import { afterPaintModules } from "./defer-hydration.mjs";

/** Initial JS of a content route (gzip), in bytes: 120 KiB. */
export const CONTENT_ROUTE_BUDGET = 120 * 1024;

/**
 * Code that belongs to one feature and may only load on that feature's routes. A module belongs
 * to a feature when its path starts with one of `modules`; the folders need not exist yet.
 */
export const FEATURES = [
  {
    name: "map",
    modules: [
      "node_modules/@vis.gl/react-google-maps/",
      "node_modules/@googlemaps/",
      "app/features/locations/",
    ],
    routes: /^\/locations$/,
  },
  {
    name: "calendar",
    modules: ["app/features/calendar/", "app/lib/google/calendar"],
    routes: /^\/calendar$/,
  },
  {
    name: "sheets",
    modules: ["app/features/summer-preview/", "app/lib/google/sheets"],
    routes: /^\/summer-preview-/,
  },
];

/**
 * JS files a page loads from its HTML: module preloads, module scripts, and the modules an inline
 * module script imports (React Router's bootstrap, also when it runs after paint), as
 * "assets/x.js" like the chunk manifest.
 */
export function pageScripts(html) {
  const files = new Set();
  const add = (url) => files.add(url.replace(/^\//, ""));
  const importsOf = (source) => {
    for (const [, url] of source.matchAll(/["'](\/[^"']+\.js)["']/g)) add(url);
  };
  for (const [, url] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g))
    add(url);
  for (const [, url] of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) add(url);
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    importsOf(body);
  }
  afterPaintModules(html)?.forEach(add);
  return [...files].filter((file) => !/^https?:/.test(file));
}

function closure(starts, next) {
  const seen = new Set(starts);
  const queue = [...starts];
  while (queue.length > 0) {
    for (const file of next(queue.shift())) {
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(file);
    }
  }
  return seen;
}

/** The page's initial chunks (its scripts and their static imports) and the chunks it may load later. */
export function pageChunks(scripts, chunks) {
  const imports = (file) => chunks[file]?.imports ?? [];
  const initial = closure(scripts, imports);
  const lazyStarts = [...initial].flatMap((file) => chunks[file]?.dynamicImports ?? []);
  const later = closure(lazyStarts, (file) => [
    ...imports(file),
    ...(chunks[file]?.dynamicImports ?? []),
  ]);
  for (const file of initial) later.delete(file);
  return { initial: [...initial].sort(), later: [...later].sort() };
}

/** Names of the features whose modules are in `files`. */
export function featuresIn(files, chunks) {
  const modules = files.flatMap((file) => chunks[file]?.modules ?? []);
  return FEATURES.filter((feature) =>
    modules.some((module) => feature.modules.some((prefix) => module.startsWith(prefix))),
  ).map((feature) => feature.name);
}

/**
 * One row of the budget table. `size(file)` gives a file's gzip size. A route that may use a
 * feature is a feature route; every other route is a content route and has the byte budget.
 */
export function routeReport(path, html, chunks, size) {
  const { initial, later } = pageChunks(pageScripts(html), chunks);
  const sum = (files) => files.reduce((total, file) => total + size(file), 0);
  const allowed = FEATURES.filter((feature) => feature.routes.test(path)).map((f) => f.name);
  const contentRoute = allowed.length === 0;
  const initialBytes = sum(initial);
  const problems = [];
  if (contentRoute && initialBytes > CONTENT_ROUTE_BUDGET) {
    problems.push(
      `initial JS ${kib(initialBytes)} is over the ${kib(CONTENT_ROUTE_BUDGET)} budget`,
    );
  }
  for (const name of featuresIn([...initial, ...later], chunks)) {
    if (!allowed.includes(name)) problems.push(`loads ${name} code, which belongs to other routes`);
  }
  return {
    path,
    kind: contentRoute ? "content" : allowed.join("+"),
    initialBytes,
    laterBytes: sum(later),
    initialFiles: initial.length,
    features: featuresIn(initial, chunks),
    problems,
  };
}

export function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

const bytesFormat = new Intl.NumberFormat("en-US");

/** The report as a Markdown table. */
export function budgetTable(rows) {
  const lines = [
    `| Route | Kind | Initial JS (gzip) | Bytes | Files | Budget | Loaded later | Feature code | Result |`,
    `|---|---|---:|---:|---:|---:|---:|---|---|`,
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.path} | ${row.kind} | ${kib(row.initialBytes)} | ${bytesFormat.format(row.initialBytes)} | ${row.initialFiles} | ${
        row.kind === "content" ? kib(CONTENT_ROUTE_BUDGET) : "-"
      } | ${kib(row.laterBytes)} | ${row.features.join(", ") || "-"} | ${
        row.problems.length === 0 ? "ok" : "FAIL"
      } |`,
    );
  }
  return lines.join("\n");
}
