// The elements a browser styles and lays out for a page's first paint, counted in its HTML: every
// element of the body but those it does not draw until later. Not drawn are what the HTML
// itself holds back (`hidden`, a closed popover, a template) and what a rule of the stylesheet
// skips until it scrolls near (`content-visibility: auto`: the box is laid out at a stand-in
// size, its contents are not). Classes that hide a part only on some screens are counted.

import { onScreen, splitTopLevel, styleRules } from "./css-rules.mjs";

const heldBack = "[hidden], [popover], template, noscript";

/** The selectors whose elements the stylesheet draws only once they scroll near. */
export function skippedUntilNear(css) {
  return styleRules(css)
    .filter(onScreen)
    .filter(({ body }) => /(?:^|;)\s*content-visibility\s*:\s*auto\b/.test(body))
    .flatMap(({ prelude }) => splitTopLevel(prelude, (char) => char === ",").map((s) => s.trim()));
}

/** How many elements of `document`'s body a browser draws before anything scrolls. */
export function drawnElements(document, css) {
  const skipped = skippedUntilNear(css);
  const later = new Set([
    ...document.body.querySelectorAll(heldBack),
    ...skipped.flatMap((selector) => [...document.body.querySelectorAll(selector)]),
  ]);
  let drawn = 0;
  const walk = (element) => {
    for (const child of element.children) {
      drawn++;
      // A held-back part is not drawn at all; a skipped one is drawn as an empty box.
      if (later.has(child)) {
        if (child.matches(heldBack)) drawn--;
        continue;
      }
      walk(child);
    }
  };
  walk(document.body);
  return drawn;
}
