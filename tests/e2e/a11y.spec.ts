import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { redirectPaths, routePaths } from "./route-paths";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

const pages = [...routePaths().filter((p) => !redirectPaths.includes(p)), "/not-a-page"];

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of pages) {
      test(`${path} has no WCAG A/AA violations`, async ({ page, consoleErrors }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expectNoViolations(page);
        if (path === "/not-a-page") consoleErrors.length = 0;
      });
    }

    test("the open menu has no violations", async ({ page }) => {
      await page.goto("/");
      if (viewport.width < 1024) {
        await page.getByRole("button", { name: "Menu" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
      } else {
        await page
          .getByRole("navigation", { name: "Main" })
          .getByRole("button", { name: "Programs" })
          .click();
        await expect(page.getByRole("menuitem", { name: /Galaxy Pricing/ })).toBeVisible();
      }
      await expectNoViolations(page);
    });
  });
}
