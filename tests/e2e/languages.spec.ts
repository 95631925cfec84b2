import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { localeOf, localizePath, pathWithoutLocale } from "../../app/lib/i18n/locale";
import { subsidyAgencies } from "../../content/subsidy";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { pagePaths } from "./route-paths";

// Every page exists in English and in Spanish (under /es), says which it is, names its other
// version for search engines and offers it to the visitor, and a Spanish page speaks Spanish.

test.describe.configure({ mode: "parallel" });

const isSpanish = (page: string) => localeOf(page) === "es";
const english = pathWithoutLocale;
const spanish = (page: string) => localizePath(page, "es");
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

/** A text's pieces between its {inputs}, long enough to mean something, that Spanish does not share. */
function englishPieces(key: string, en: string, es: string): { key: string; text: string }[] {
  if (en === es) return [];
  return en
    .split(/\{\w+\}/)
    .map((piece) => piece.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
    .filter((piece) => piece.length >= 4 && !es.includes(piece))
    .map((piece) => ({ key, text: piece }));
}

/** Every text of a content file in both languages, with where it is: { en, es } pairs. */
function pairs(value: unknown, where: string): { key: string; en: string; es: string }[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => pairs(item, `${where}[${index}]`));
  if (value === null || typeof value !== "object") return [];
  const { en, es } = value as Record<string, unknown>;
  if (typeof en === "string" && typeof es === "string") return [{ key: where, en, es }];
  return Object.entries(value).flatMap(([key, item]) => pairs(item, `${where}.${key}`));
}

/**
 * The English words a Spanish page must not show: those of the message catalogue and of the
 * content files whose Spanish differs, as whole words. A word the Spanish texts use themselves
 * is Spanish as well ("Director", as in "Director(a) del sitio"), and left out.
 */
function englishWords(): { key: string; text: string }[] {
  const root = path.resolve(import.meta.dirname, "../..");
  const messages = path.join(root, "messages");
  const areas = readdirSync(messages, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  const fromMessages = areas.flatMap(({ name: area }) => {
    const read = (locale: string) =>
      JSON.parse(readFileSync(path.join(messages, area, `${locale}.json`), "utf8")) as Record<
        string,
        string
      >;
    const [en, es] = [read("en"), read("es")];
    return Object.entries(en)
      .filter(([key]) => key !== "$schema")
      .map(([key, text]) => ({ key, en: text, es: es[key] ?? "" }));
  });
  const content = path.join(root, "content");
  const files = readdirSync(content, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".yaml"),
  );
  const fromContent = files.flatMap((file) =>
    pairs(parse(readFileSync(path.join(content, file), "utf8")), file),
  );
  const texts = [...fromMessages, ...fromContent];
  const spanish = texts.map(({ es }) => es).join("\n");
  return texts
    .flatMap(({ key, en, es }) => englishPieces(key, en, es))
    .filter(
      ({ text }) => !new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, "u").test(spanish),
    );
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

/**
 * What a visitor reads or hears on the page: the text, and the names and hints of controls.
 * Data from Google (event and camp names, as staff typed them) is marked and left out.
 */
async function shownText(browser: Page): Promise<string> {
  return browser.evaluate(() => {
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
      ["aria-label", "title", "alt", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [...texts, ...attributes, document.title].join("\n");
  });
}

/**
 * How the site's Spanish is written (README, "Translations"): words it never uses, times as
 * Spanish writes them, and names that keep their article inside a sentence.
 */
const spanishRules = [
  { rule: "colegiatura: say costo or cuotas", pattern: /\bcolegiatura/iu },
  { rule: "matrícula: say inscripción", pattern: /\bmatr[íi]cula/iu },
  { rule: "aplicar: say postularse or presentar una solicitud", pattern: /\baplica(r|ción a)\b/iu },
  {
    rule: "página web: say sitio web (sitio alone is a school site)",
    pattern: /\bpáginas? web\b/iu,
  },
  { rule: "sitio de inscripción: say página de inscripción", pattern: /\bsitio de inscripción/iu },
  { rule: "campana: the school bell is el timbre", pattern: /\bcampanas?\b/iu },
  { rule: "Busque su sitio: say Encuentre su sitio", pattern: /\bbusque su sitio/iu },
  {
    rule: "cuenta twice: say estado de cuenta de su cuenta familiar",
    pattern: /cuenta de la cuenta/iu,
  },
  {
    rule: "a time in English style: write 6:30 a. m., hora del Pacífico",
    pattern: /\d\s?(AM|PM|am|pm)\b|\bPST\b|\b[ap]\.m\./u,
  },
  { rule: "three dots: write …", pattern: /\.\.\./u },
  {
    rule: "a name without its article after a preposition: a la Oficina principal",
    pattern: /\b(a|de|en|sobre|para)\s+(Campamentos?|Programas|Oficina)\b/u,
  },
];

/**
 * Typography of both languages: one kind of quotation marks. (The English keeps the
 * specification's "Loading..." and "...looking for..."; Spanish writes an ellipsis as one character.)
 */
const typographyRules = [
  { rule: "straight quotes: write “…”", pattern: /"/u },
  { rule: "angle quotes: write “…”", pattern: /[«»]/u },
];

const broken = (text: string, rules: { rule: string; pattern: RegExp }[]) =>
  rules.flatMap(({ rule, pattern }) => {
    const line = text.split("\n").find((candidate) => pattern.test(candidate));
    return line === undefined ? [] : [`${rule}: "${line.trim()}"`];
  });

// The words of every page: one style of quotation marks in both languages, and on a Spanish
// page no English words of the screens and Spanish as it is written.
test.describe("the words of every page", () => {
  const words = englishWords().map(({ key, text }) => ({
    key,
    text,
    pattern: new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, "u"),
  }));

  for (const page of pagePaths()) {
    test(page, async ({ page: browser }) => {
      await browser.goto(page);
      await browser.waitForLoadState("networkidle");
      const shown = await shownText(browser);
      expect(broken(shown, typographyRules)).toEqual([]);
      if (!isSpanish(page)) return;
      const withoutNames = properNames.reduce((text, name) => text.replaceAll(name, " "), shown);
      const found = words
        .filter(({ pattern }) => pattern.test(withoutNames))
        .map(({ key, text }) => `${key}: ${text}`);
      expect(found).toEqual([]);
      expect(broken(shown, spanishRules)).toEqual([]);
    });
  }
});
