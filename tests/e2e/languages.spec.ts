import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { subsidyAgencies } from "../../content/subsidy";
import { test, expect } from "./fixtures";
import { pagePaths } from "./route-paths";

// Every page exists in English and in Spanish (under /es), says which it is, names its other
// version for search engines and offers it to the visitor, and a Spanish page speaks Spanish.

test.describe.configure({ mode: "parallel" });

const isSpanish = (page: string) => /^\/es(\/|$)/.test(page);
const english = (page: string) => page.replace(/^\/es(?=\/|$)/, "") || "/";
const spanish = (page: string) => (page === "/" ? "/es" : `/es${page}`);
const spanishPages = pagePaths().filter(isSpanish);
const englishPages = pagePaths().filter((page) => !isSpanish(page));

test("every English page has its Spanish twin, and no Spanish page is without an English one", () => {
  expect(spanishPages.map(english).sort()).toEqual([...englishPages].sort());
});

test.describe("every page, read as a search engine reads it", () => {
  test.use({ javaScriptEnabled: false });

  for (const page of pagePaths()) {
    test(`${page} says its language, names both versions and links its twin`, async ({
      page: browser,
    }) => {
      await browser.goto(page);
      const spanishPage = isSpanish(page);
      const own = english(page);
      const head = await browser.evaluate(() => ({
        lang: document.documentElement.lang,
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
        alternates: Object.fromEntries(
          [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
            link.getAttribute("hreflang"),
            new URL(link.getAttribute("href")!).pathname,
          ]),
        ),
        webPageLanguage: [...document.querySelectorAll('script[type="application/ld+json"]')]
          .map((script) => JSON.parse(script.textContent ?? "{}"))
          .find((entry) => entry["@type"] === "WebPage")?.inLanguage,
        links: [...document.querySelectorAll("a[href^='/']")].map((anchor) => ({
          href: anchor.getAttribute("href")!,
          hreflang: anchor.getAttribute("hreflang"),
          lang: anchor.getAttribute("lang"),
          text: anchor.textContent,
        })),
      }));
      expect(head.lang).toBe(spanishPage ? "es" : "en");
      expect(head.webPageLanguage).toBe(spanishPage ? "es" : "en");
      expect(new URL(head.canonical!).pathname).toBe(page);
      // The same three on both versions of a page, so each names the other back.
      expect(head.alternates).toEqual({ en: own, es: spanish(own), "x-default": own });

      const [name, language, twin] = spanishPage
        ? ["English", "en", own]
        : ["Español", "es", spanish(own)];
      const switches = head.links.filter(
        (link) => link.hreflang === language && link.lang === language,
      );
      expect(switches.map((link) => [link.text, link.href])).toEqual([[name, twin]]);

      const otherLanguage = head.links
        .filter((link) => link.hreflang !== language)
        .map((link) => link.href)
        .filter((href) => isSpanish(href.replace(/[?#].*$/, "")) !== spanishPage);
      expect(otherLanguage, "links to the site's own pages in the other language").toEqual([]);
    });
  }
});

test("the language link works from a phone and on the Spanish Not Found page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/programs/galaxy");
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/programs\/galaxy$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/programs\/galaxy$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

/**
 * The words of the English message catalogue that a Spanish page must not show: those whose
 * Spanish differs, in pieces long enough to mean something (a message's text between its
 * {inputs}), as whole words.
 */
function englishWords(): { key: string; text: string }[] {
  const root = path.resolve(import.meta.dirname, "../../messages");
  const areas = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return areas.flatMap(({ name: area }) => {
    const read = (locale: string) =>
      JSON.parse(readFileSync(path.join(root, area, `${locale}.json`), "utf8")) as Record<
        string,
        string
      >;
    const [en, es] = [read("en"), read("es")];
    return Object.entries(en)
      .filter(([key, text]) => key !== "$schema" && text !== es[key])
      .flatMap(([key, text]) =>
        text
          .split(/\{\w+\}/)
          .map((piece) => piece.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
          .filter((piece) => piece.length >= 4 && !es[key]?.includes(piece))
          .map((piece) => ({ key, text: piece })),
      );
  });
}

/**
 * Names that stay in English on purpose: the agencies families will look up by name, and the
 * federal credit, given in English beside its Spanish description so a family can find it on
 * the tax form.
 */
const properNames = [
  ...subsidyAgencies.map((agency) => agency.name),
  "Child and Dependent Care Credit",
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("no English words of the screens on a Spanish page", () => {
  const words = englishWords().map(({ key, text }) => ({
    key,
    text,
    pattern: new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, "u"),
  }));

  for (const page of spanishPages) {
    test(page, async ({ page: browser }) => {
      await browser.goto(page);
      await browser.waitForLoadState("networkidle");
      // What a visitor reads or hears: the text, and the names and hints of controls. Data from
      // Google (event and camp names, as staff typed them) is marked and left out.
      const shown = await browser.evaluate(() => {
        const copy = document.body.cloneNode(true) as HTMLElement;
        copy
          .querySelectorAll("[data-from-google], script, style")
          .forEach((element) => element.remove());
        const texts: string[] = [];
        const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");
        const attributes = [
          ...copy.querySelectorAll("[aria-label], [title], [alt], [placeholder]"),
        ].flatMap((element) =>
          ["aria-label", "title", "alt", "placeholder"].map(
            (name) => element.getAttribute(name) ?? "",
          ),
        );
        return [...texts, ...attributes, document.title].join("\n");
      });
      const withoutNames = properNames.reduce((text, name) => text.replaceAll(name, " "), shown);
      const found = words
        .filter(({ pattern }) => pattern.test(withoutNames))
        .map(({ key, text }) => `${key}: ${text}`);
      expect(found).toEqual([]);
    });
  }
});
