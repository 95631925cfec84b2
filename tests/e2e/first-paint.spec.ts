import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { templatePages } from "./route-paths";

// Every page paints from its first response: its HTML carries the whole stylesheet, so a page
// whose every other request fails (stylesheet, font, scripts) looks as it does fully loaded,
// and the web font, when it comes, only swaps glyphs of a fallback with the same metrics. One
// page per template, in each language (route-paths.ts).

interface Seen {
  /** What a visitor sees of the heading, header, footer and main column. */
  look: Record<string, string | number>;
  /** Addresses of the page's stylesheets; an inline one has none. */
  stylesheets: (string | null)[];
  /** How the web font's faces are shown while they load. */
  fontDisplay: string[];
}

/** A phone-sized tab; for `onlyTheDocument`, every request but the page's own HTML fails. */
async function tab(browser: Browser, onlyTheDocument: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (onlyTheDocument) {
    await context.route("**/*", (route) =>
      route.request().resourceType() === "document" ? route.continue() : route.abort(),
    );
  }
  return context.newPage();
}

async function seenAt(page: Page, path: string, onlyTheDocument: boolean): Promise<Seen> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (!onlyTheDocument) await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return "missing";
      const computed = getComputedStyle(element);
      return [computed.fontSize, computed.fontWeight, computed.color, computed.backgroundColor]
        .concat([computed.display, computed.paddingTop])
        .join(" ");
    };
    return {
      look: {
        heading: style("h1"),
        header: style("header"),
        footer: style("footer"),
        mainWidth: Math.round(document.querySelector("main")!.getBoundingClientRect().width),
      },
      stylesheets: [...document.styleSheets].map((sheet) => sheet.href),
      fontDisplay: [...document.fonts]
        .filter((face) => face.family.replaceAll('"', "") === "Nunito")
        .map((face) => face.display),
    };
  });
}

test.describe.configure({ mode: "parallel" });

for (const [language, locale] of [
  ["English", "en"],
  ["Spanish", "es"],
] as const) {
  const paths = templatePages(locale)
    .filter(({ status }) => status === 200)
    .map(({ path }) => path);
  test(`${language}: every template looks the same from its HTML alone as fully loaded`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // One tab for each way of loading, reused from page to page.
    const documentOnly = await tab(browser, true);
    const full = await tab(browser, false);
    for (const path of paths) {
      const alone = await seenAt(documentOnly, path, true);
      expect(alone.stylesheets.length, `${path} has its stylesheet`).toBeGreaterThan(0);
      expect(alone.stylesheets, `${path} needs no stylesheet file`).toEqual(
        alone.stylesheets.map(() => null),
      );
      expect(alone.fontDisplay, `${path}: the web font swaps in`).toEqual(["swap"]);
      const loaded = await seenAt(full, path, false);
      expect(alone.look, `${path} looks the same from its HTML alone`).toEqual(loaded.look);
    }
    await documentOnly.context().close();
    await full.context().close();
  });
}
