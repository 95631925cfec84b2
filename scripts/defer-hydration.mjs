// Paint first, then hydrate. Every page is prerendered, so its content needs no JavaScript to
// show; the hydration code (React, React Router, the page's modules) is the largest download.
// Loading it only after the first paint keeps it from competing with the HTML, the stylesheet
// and the font for the first seconds of a slow connection. postbuild.mjs rewrites each page:
//   - React Router's module preloads leave <head>; their URLs go on the bootstrap script;
//   - React Router's inline bootstrap module becomes an inert data block (same text, so
//     hydration still matches it), marked data-after-paint;
//   - a small script starts both once the first frame has painted.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Runs after the first paint: preloads the modules, then runs the bootstrap as a module. */
export const AFTER_PAINT_LOADER =
  'requestAnimationFrame(function(){setTimeout(function(){var b=document.querySelector("script[data-after-paint]");b.dataset.preload.split(" ").forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.textContent=b.textContent;document.body.appendChild(s)})})';

/** The page with its hydration deferred, or undefined when it has no React Router bootstrap. */
export function deferHydration(html) {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return undefined;
  const preloads = [...html.matchAll(PRELOAD)].map(([, href]) => href);
  const inert = `<script type="text/plain" data-after-paint="" data-preload="${preloads.join(" ")}">${bootstrap[1]}</script><script>${AFTER_PAINT_LOADER}</script>`;
  return html.replace(PRELOAD, "").replace(bootstrap[0], () => inert);
}

/** What the page will run after paint: the bootstrap's text and the modules it preloads. */
export function afterPaintBootstrap(html) {
  const match =
    /<script type="text\/plain" data-after-paint="" data-preload="([^"]*)">([\s\S]*?)<\/script>/.exec(
      html,
    );
  if (!match) return undefined;
  return { preloads: match[1].split(" ").filter(Boolean), source: match[2] };
}
