import type { Page } from "@playwright/test";
import type { Locale } from "../../i18n/locale";

// A keyboard walk through a page, forwards and back: every focus stop must show a focus
// indicator and never sit under the sticky header (WCAG 2.4.7, 2.4.11).

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

/** What a keyboard user would find wrong on the page as it stands, one line per stop. */
export async function keyboardWalkProblems(page: Page, locale: Locale): Promise<string[]> {
  const forward = await walk(page, "Tab");
  const backward = await walk(page, "Shift+Tab");
  const skipLink = locale === "es" ? "Saltar al contenido principal" : "Skip to main content";
  return [
    ...(forward.length > 3 ? [] : ["the page has hardly any focus stops"]),
    ...(forward[0]?.name.includes(skipLink) ? [] : [`the first stop is not "${skipLink}"`]),
    ...new Set(
      [...forward, ...backward].flatMap((stop) => [
        ...(stop.indicated ? [] : [`${stop.name} has no visible focus indicator`]),
        ...(stop.underHeader ? [`${stop.name} is hidden under the sticky header`] : []),
      ]),
    ),
  ];
}
