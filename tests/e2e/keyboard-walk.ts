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

interface Walk {
  stops: FocusStop[];
  /** Focus came back to a stop already met, or left the page after the last one. */
  done: boolean;
}

declare global {
  interface Window {
    keyboardWalk?: Walk;
  }
}

/**
 * Starts recording, in the page, where focus sits each time Tab goes down: that is where the
 * previous press left it, scrolled into view, as the person pressing sees it. Reading the stops
 * in the page, rather than asking after each press, saves a round trip per stop.
 */
function startRecording(page: Page) {
  return page.evaluate(() => {
    const seen = new WeakSet<Element>();
    const walk: Walk = { stops: [], done: false };
    const record = () => {
      if (walk.done) return;
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body || element.tagName === "IFRAME") {
        if (walk.stops.length > 0) walk.done = true;
        return;
      }
      if (seen.has(element)) {
        walk.done = true;
        return;
      }
      seen.add(element);
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
        !!bar &&
        !header!.contains(element) &&
        !fixed &&
        box.top < bar.bottom &&
        box.bottom > bar.top;
      const name = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
      walk.stops.push({ name, indicated: outlined || shadowed, underHeader });
    };
    window.keyboardWalk = walk;
    window.addEventListener(
      "keydown",
      (event) => {
        if (event.key === "Tab" && window.keyboardWalk === walk) record();
      },
      { capture: true },
    );
  });
}

/**
 * Holds Tab down, with Shift when walking back, until focus comes back round. Each repeat of a
 * held Tab moves focus as a separate press does, and costs one round trip to the browser.
 */
async function walk(page: Page, direction: "forward" | "backward") {
  await startRecording(page);
  if (direction === "backward") await page.keyboard.down("Shift");
  let done = false;
  // Repeats go in batches between reads; those after focus comes round are not recorded.
  for (let pressed = 0; !done && pressed < 250; pressed += 20) {
    for (let i = 0; i < 20; i++) await page.keyboard.down("Tab");
    done = await page.evaluate(() => window.keyboardWalk!.done);
  }
  await page.keyboard.up("Tab");
  if (direction === "backward") await page.keyboard.up("Shift");
  return page.evaluate(() => window.keyboardWalk!.stops);
}

/** What a keyboard user would find wrong on the page as it stands, one line per stop. */
export async function keyboardWalkProblems(page: Page, locale: Locale): Promise<string[]> {
  const forward = await walk(page, "forward");
  const backward = await walk(page, "backward");
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
