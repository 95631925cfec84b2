import type { Locator, Page } from "@playwright/test";
import { localize } from "../../content/localize";
import { mainNavigation } from "../../content/navigation";
import { expectNoAxeViolations } from "./axe";
import { notFoundStatusReport } from "./fixtures";
import { test, expect } from "./one-tab";
import { keyboardWalkProblems } from "./keyboard-walk";
import { templatePages } from "./route-paths";
import { viewports } from "./viewports";

// One page per route template in each language, plus the states a template shows differently
// (route-paths.ts): it answers with its status, logs no error and breaks no security policy
// (fixtures.ts), and axe finds no WCAG 2.2 A/AA violation as loaded on a phone and widened to a
// laptop's size; with each kind of disclosure, dialog, tab and popup open, and walked by keyboard, every
// control shows a visible focus that the sticky header never hides. What needs no browser
// is checked on every page in Node (tests/build/).

test.describe.configure({ mode: "parallel" });

// One widget of each kind is opened per page: widgets of a kind share one component, so the
// first stands for all, and a calendar full of event buttons stays quick to test.
const PER_KIND = 1;

/** On the Not Found page, Chromium's own report of its 404 status is no error of the page's. */
function skipNotFoundStatus(consoleErrors: string[], status: number) {
  if (status !== 404) return;
  const others = consoleErrors.filter((error) => error !== notFoundStatusReport);
  consoleErrors.splice(0, consoleErrors.length, ...others);
}
let markers = 0;

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

const popup = (page: Page) =>
  page.locator(
    '[role="dialog"], dialog[open], [role="menu"], [role="listbox"], [data-radix-popper-content-wrapper]',
  );

/**
 * Opens each kind of widget in the page body in turn (native disclosures and dialogs, Radix
 * accordions, tabs, popups and menus) and runs axe in every open state; popups and dialogs are
 * closed again with Escape. The header's own menus have a test of their own below.
 */
async function expectOpenStatesAccessible(page: Page) {
  const main = page.locator("main");
  for (const summary of await visible(main.locator("details:not([open]) > summary"))) {
    await summary.click();
    await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
    await expectNoAxeViolations(page);
  }
  for (const button of await visible(main.locator("button[commandfor]"))) {
    await button.click();
    await expect(page.locator("dialog[open]")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog[open]")).toHaveCount(0);
  }
  // A combobox opens by typing, not by a click; the locations tests check its open list.
  const triggers = main.locator('[aria-expanded="false"]:not([role="combobox"])');
  for (const trigger of await visible(triggers)) {
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
    if (await popup(page).first().isVisible()) {
      await page.keyboard.press("Escape");
      await expect(popup(page)).toHaveCount(0);
    }
  }
  for (const tab of await visible(main.locator('[role="tab"][aria-selected="false"]'))) {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);
  }
}

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

for (const locale of ["en", "es"] as const) {
  for (const { path, status } of templatePages(locale)) {
    // What a change of content can break, checked by `npm run test:content` too (its @content
    // tag): the page answers, logs no error, breaks no security policy (fixtures.ts), and axe
    // finds nothing on a phone or a laptop.
    test(
      `${path} as loaded: answers ${status}, no axe violation on a phone or a laptop`,
      {
        tag: "@content",
      },
      async ({ page, consoleErrors }) => {
        // Loaded on a phone, then widened to a laptop, as a tablet turned on its side is: the
        // layout follows the width without a reload.
        const [phone, ...wider] = viewports;
        await page.setViewportSize({ width: phone!.width, height: phone!.height });
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        for (const viewport of wider) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expectNoAxeViolations(page);
        }
        skipNotFoundStatus(consoleErrors, status);
      },
    );

    test(`${path} opened and walked: no axe violation with its widgets open, and a visible keyboard walk`, async ({
      page,
      consoleErrors,
    }) => {
      // A page with many controls, walked forwards and back at two sizes, is the longest thing a
      // test here does; on a busy 2-core machine it outgrows the default.
      test.setTimeout(120_000);
      for (const viewport of viewports) {
        // At a laptop's width Spanish pages share the English layout, so their widgets are
        // opened and walked on a phone, where the longer words are most likely to push a
        // control under the header.
        if (locale === "es" && viewport.width >= 1000) continue;
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Walked as loaded, first, since opening widgets changes the page; a walk opens nothing.
        expect(await keyboardWalkProblems(page, locale), `at ${viewport.width}px`).toEqual([]);
        // Focus leaves the last stop, as a click elsewhere takes it, so that no tooltip stays open.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await expectOpenStatesAccessible(page);
      }
      skipNotFoundStatus(consoleErrors, status);
    });
  }

  for (const viewport of viewports) {
    test.describe(`${locale} at ${viewport.width}x${viewport.height}`, () => {
      test(`the header's menus have no violations when open (${locale})`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const home = locale === "es" ? "/es" : "/";
        await page.goto(home);
        const open = page.locator(":popover-open");
        if (viewport.width < 1024) {
          await page
            .getByRole("button", { name: locale === "es" ? "Menú" : "Menu", exact: true })
            .click();
          await expect(open).toBeVisible();
          await expectNoAxeViolations(page);
          return;
        }
        const nav = page.getByRole("navigation", { name: locale === "es" ? "Principal" : "Main" });
        const groups = mainNavigation
          .filter((entry) => "items" in entry)
          .map((group) => localize(group.label, locale));
        for (const name of groups) {
          await nav.getByRole("button", { name }).click();
          await expect(open).toBeVisible();
          await expectNoAxeViolations(page);
          await page.keyboard.press("Escape");
          await expect(open).toHaveCount(0);
        }
      });
    });
  }
}

for (const viewport of viewports) {
  test(`the skip link is the first stop at ${viewport.width}px, shows itself and moves focus to the main content`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto("/locations/main-office");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    const next = await page.evaluate(() =>
      document.querySelector("main")!.contains(document.activeElement),
    );
    expect(next, "the next Tab stays in the main content").toBe(true);
  });
}
