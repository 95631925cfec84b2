import type { Page } from "@playwright/test";
import { localeOf } from "../../app/lib/i18n/locale";
import { test, expect } from "./fixtures";
import { pagePaths } from "./route-paths";
import { viewports } from "./viewports";

// Many independent page checks: let both workers share them.
test.describe.configure({ mode: "parallel" });

interface FocusStop {
  name: string;
  /** The element draws an outline or a box shadow while focused. */
  indicated: boolean;
  /** Some of the element is under the sticky header (WCAG 2.4.11 asks that it is never hidden). */
  underHeader: boolean;
}

/**
 * What the focused element is and whether a sighted keyboard user can see it; null when focus
 * is nowhere, or "again" when it has come back to an element this walk already met.
 */
function focusStop(page: Page, walkId: number): Promise<FocusStop | null | "again"> {
  return page.evaluate((walkId) => {
    const element = document.activeElement as (HTMLElement & { __walk?: number }) | null;
    if (!element || element === document.body || element.tagName === "IFRAME") return null;
    if (element.__walk === walkId) return "again";
    element.__walk = walkId;
    const style = getComputedStyle(element);
    const outlined =
      style.outlineStyle !== "none" &&
      parseFloat(style.outlineWidth) >= 2 &&
      style.outlineColor !== "rgba(0, 0, 0, 0)";
    const shadowed = style.boxShadow !== "none";
    const header = document.querySelector<HTMLElement>("header:not(main *)");
    const box = element.getBoundingClientRect();
    const bar = header?.getBoundingClientRect();
    let fixed = false;
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === "fixed") fixed = true;
    }
    const underHeader =
      !!bar && !header!.contains(element) && !fixed && box.top < bar.bottom && box.bottom > bar.top;
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    return { name, indicated: outlined || shadowed, underHeader };
  }, walkId);
}

let walks = 0;

/** Presses `key` until focus comes back round, collecting every stop on the way. */
async function walk(page: Page, key: "Tab" | "Shift+Tab") {
  const walkId = ++walks;
  const stops: FocusStop[] = [];
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press(key);
    const stop = await focusStop(page, walkId);
    if (stop === "again") break;
    if (!stop) {
      if (stops.length > 0) break;
      continue;
    }
    stops.push(stop);
  }
  return stops;
}

const isSpanish = (path: string) => localeOf(path) === "es";

for (const viewport of viewports) {
  // The Spanish pages are walked on a phone, where their longer words are most likely to push a
  // control under the header; at desktop width they share the English pages' layout.
  const paths = pagePaths().filter((path) => viewport.width < 1000 || !isSpanish(path));
  test.describe(`keyboard at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the skip link is the first stop, shows itself and moves focus to the main content", async ({
      page,
    }) => {
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

    for (const path of paths) {
      test(`${path}: every focus stop is visible and clear of the sticky header`, async ({
        page,
      }) => {
        await page.goto(path);
        const forward = await walk(page, "Tab");
        expect(forward.length, "the page has focus stops").toBeGreaterThan(3);
        expect(forward[0]?.name).toContain(
          isSpanish(path) ? "Saltar al contenido principal" : "Skip to main content",
        );
        const backward = await walk(page, "Shift+Tab");
        const problems = [...forward, ...backward].flatMap((stop) => [
          ...(stop.indicated ? [] : [`${stop.name} has no visible focus indicator`]),
          ...(stop.underHeader ? [`${stop.name} is hidden under the sticky header`] : []),
        ]);
        expect([...new Set(problems)]).toEqual([]);
      });
    }
  });
}
