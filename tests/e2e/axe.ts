import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Frame, type Page } from "@playwright/test";

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules every page is held to. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

// The minified build: under half the bytes to send and compile into each page checked.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

declare global {
  interface Window {
    axe?: typeof import("axe-core");
  }
}

/**
 * axe finds nothing on the page as it stands, or in a frame's document (the editor's preview);
 * a failure lists each rule with its elements.
 *
 * axe is put into the document once and run there, so that checking each opened state of a page
 * costs one run. (@axe-core/playwright injects it again on every call and finishes each run in
 * a new blank page, which made a page's checks four times slower.) Frames inside it are left
 * out: on the site they are other sites' forms and maps, which tests replace with stand-ins.
 */
export async function expectNoAxeViolations(target: Page | Frame) {
  if (!(await target.evaluate(() => "axe" in window))) await target.evaluate(axeSource);
  const results = await target.evaluate(
    (tags) =>
      window.axe!.run(document, {
        runOnly: { type: "tag", values: tags },
        // Target size (2.5.8) is off by default in axe; the gate needs it on.
        rules: { "target-size": { enabled: true } },
        resultTypes: ["violations"],
        iframes: false,
      }),
    wcagTags,
  );
  expect(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].some(
      (rule) => rule.id === "target-size",
    ),
    "axe ran target-size",
  ).toBe(true);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
