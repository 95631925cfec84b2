import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { pagePaths } from "./route-paths";
import { mainNavigation } from "../../content/navigation";
import { localize } from "../../content/localize";
import { viewports } from "./viewports";

// Many independent page checks: let both workers share them.
test.describe.configure({ mode: "parallel" });

/** The labels of the menu's dropdowns (content/navigation.yaml), in a language. */
const menuGroups = (locale: "en" | "es") =>
  mainNavigation.filter((entry) => "items" in entry).map((group) => localize(group.label, locale));

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function expectNoViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page })
    // Target size (2.5.8) is off by default in axe; the gate needs it on. (Set before the
    // tags: AxeBuilder's options() replaces what withTags() chose.)
    .options({ rules: { "target-size": { enabled: true } } })
    .withTags(tags)
    .analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete];
  expect(
    ran.some((rule) => rule.id === "target-size") ||
      results.inapplicable.some((rule) => rule.id === "target-size"),
    "axe ran target-size",
  ).toBe(true);
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations (${state})`).toEqual([]);
}

// At most this many widgets of one kind are opened per page, so a calendar full of event
// buttons stays quick to test; they share one component, so the first ones stand for all.
const PER_KIND = 3;

/**
 * The first visible matches, each pinned by a marker attribute: a locator from `all()` is
 * positional, so once a trigger stops matching (it opened) it would point at the next one.
 */
async function visible(locator: Locator) {
  const shown: Locator[] = [];
  for (const item of await locator.all()) {
    if (shown.length === PER_KIND) break;
    if (!(await item.isVisible())) continue;
    const marker = `axe-${markers++}`;
    await item.evaluate((element, value) => element.setAttribute("data-axe-widget", value), marker);
    shown.push(locator.page().locator(`[data-axe-widget="${marker}"]`));
  }
  return shown;
}
let markers = 0;

const popup = (page: Page) =>
  page.locator(
    '[role="dialog"], dialog[open], [role="menu"], [role="listbox"], [data-radix-popper-content-wrapper]',
  );

/**
 * Opens each kind of widget in the page body in turn (native disclosures and dialogs, Radix
 * accordions, tabs, popups and menus) and runs axe in every open state; popups and dialogs are
 * closed again with Escape. The header's own menus are covered by "the open menu has no
 * violations".
 */
async function expectOpenStatesAccessible(page: Page) {
  const main = page.locator("main");
  for (const summary of await visible(main.locator("details:not([open]) > summary"))) {
    const label = (await summary.textContent())?.trim() ?? "";
    await summary.click();
    await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
    await expectNoViolations(page, `${label} open`);
  }
  for (const button of await visible(main.locator('button[command="show-modal"]'))) {
    const label = (await button.textContent())?.trim() ?? "";
    await button.click();
    await expect(page.locator("dialog[open]")).toBeVisible();
    await expectNoViolations(page, `${label} dialog open`);
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog[open]")).toHaveCount(0);
  }
  // A combobox opens by typing, not by a click; the locations tests check its open list.
  const triggers = main.locator('[aria-expanded="false"]:not([role="combobox"])');
  for (const trigger of await visible(triggers)) {
    const label = (await trigger.textContent())?.trim() ?? "";
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expectNoViolations(page, `${label} open`);
    if (await popup(page).first().isVisible()) {
      await page.keyboard.press("Escape");
      await expect(popup(page)).toHaveCount(0);
    }
  }
  for (const tab of await visible(main.locator('[role="tab"][aria-selected="false"]'))) {
    const label = (await tab.textContent())?.trim() ?? "";
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expectNoViolations(page, `tab ${label}`);
  }
}

const pages = [...pagePaths(), "/not-a-page", "/es/no-existe"];

// Opening a widget can embed another site (the help-desk forms); it gets a small stand-in page,
// so the test needs no network and axe checks our page around the frame.
test.beforeEach(async ({ page, baseURL }) => {
  await page.route(
    (url) => !url.href.startsWith(baseURL!),
    (route) =>
      route.request().resourceType() === "document"
        ? route.fulfill({
            contentType: "text/html",
            body: '<!DOCTYPE html><html lang="en"><title>Embedded form</title><p>Form</p></html>',
          })
        : route.fallback(),
  );
});

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of pages) {
      test(`${path} has no WCAG A/AA violations, closed or open`, async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(path);
        await expectNoViolations(page, "as loaded");
        await expectOpenStatesAccessible(page);
        if (!pagePaths().includes(path)) consoleErrors.length = 0;
      });
    }

    for (const [home, words] of [
      ["/", { menu: "Menu", main: "Main", groups: menuGroups("en") }],
      ["/es", { menu: "Menú", main: "Principal", groups: menuGroups("es") }],
    ] as const) {
      test(`the open menu has no violations (${home})`, async ({ page }) => {
        await page.goto(home);
        const open = page.locator(":popover-open");
        if (viewport.width < 1024) {
          await page.getByRole("button", { name: words.menu, exact: true }).click();
          await expect(open).toBeVisible();
          await expectNoViolations(page, "drawer open");
        } else {
          const nav = page.getByRole("navigation", { name: words.main });
          for (const name of words.groups) {
            await nav.getByRole("button", { name }).click();
            await expect(open).toBeVisible();
            await expectNoViolations(page, `${name} menu open`);
            await page.keyboard.press("Escape");
            await expect(open).toHaveCount(0);
          }
        }
      });
    }
  });
}
