import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules every page is held to. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * axe finds nothing on the page as it stands, or only within a part of it (the document of a
 * frame: `{ fromFrames: ["#preview-pane", "html"] }`); a failure lists each rule with its
 * elements.
 */
export async function expectNoAxeViolations(
  page: Page,
  within?: Parameters<AxeBuilder["include"]>[0],
) {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder
    // Target size (2.5.8) is off by default in axe; the gate needs it on. (Set before the tags:
    // AxeBuilder's options() replaces what withTags() chose.)
    .options({ rules: { "target-size": { enabled: true } } })
    .withTags(wcagTags)
    .analyze();
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
