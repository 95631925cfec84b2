import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";

// One global rule of app.css stops every transition and animation when the visitor asks for
// less motion; it is checked on a page without React and on one whose widgets React draws.

/** The longest transition or animation any element of the page declares, in milliseconds. */
function longestMotion(page: Page) {
  return page.evaluate(() => {
    const ms = (value: string) =>
      Math.max(
        ...value
          .split(",")
          .map((part) => parseFloat(part) * (part.trim().endsWith("ms") ? 1 : 1000)),
      );
    let longest = { ms: 0, element: "" };
    for (const element of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        const duration = Math.max(
          style.transitionProperty === "none" ? 0 : ms(style.transitionDuration),
          style.animationName === "none" ? 0 : ms(style.animationDuration),
        );
        if (duration > longest.ms)
          longest = {
            ms: duration,
            element: `${element.tagName.toLowerCase()}.${element.className}`,
          };
      }
    }
    return {
      ...longest,
      smooth: getComputedStyle(document.documentElement).scrollBehavior === "smooth",
    };
  });
}

test.describe("reduced motion", () => {
  test("the site does move when motion is allowed (so the check below can fail)", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    expect((await longestMotion(page)).ms).toBeGreaterThan(50);
  });

  for (const path of ["/", "/calendar"]) {
    test(`${path} stops every transition and animation`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      const motion = await longestMotion(page);
      expect(motion.ms, `longest motion, on ${motion.element}`).toBeLessThanOrEqual(1);
      expect(motion.smooth).toBe(false);
    });
  }

  test("open menus and the drawer do not animate either", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Programs" })
      .click();
    await expect(page.locator(":popover-open")).toBeVisible();
    expect((await longestMotion(page)).ms).toBeLessThanOrEqual(1);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.locator(":popover-open")).toBeVisible();
    expect((await longestMotion(page)).ms).toBeLessThanOrEqual(1);
  });
});
