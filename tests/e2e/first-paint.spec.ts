import type { Browser } from "@playwright/test";
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

async function pageAt(browser: Browser, path: string, onlyTheDocument: boolean): Promise<Seen> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (onlyTheDocument) {
    await context.route("**/*", (route) =>
      route.request().resourceType() === "document" ? route.continue() : route.abort(),
    );
  }
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (!onlyTheDocument) await page.evaluate(() => document.fonts.ready);
  const seen = await page.evaluate(() => {
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
  await context.close();
  return seen;
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
    for (const path of paths) {
      const alone = await pageAt(browser, path, true);
      expect(alone.stylesheets.length, `${path} has its stylesheet`).toBeGreaterThan(0);
      expect(alone.stylesheets, `${path} needs no stylesheet file`).toEqual(
        alone.stylesheets.map(() => null),
      );
      expect(alone.fontDisplay, `${path}: the web font swaps in`).toEqual(["swap"]);
      const loaded = await pageAt(browser, path, false);
      expect(alone.look, `${path} looks the same from its HTML alone`).toEqual(loaded.look);
    }
  });
}
