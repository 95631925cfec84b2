import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtPage, builtPages, builtSite, notFoundFiles, type BuiltPage } from "./built-site";
import { drawnElements } from "./first-screen.mjs";
import { hasSelectors, searchedFrom } from "./has-selectors.mjs";

// What a page's first paint costs that can be counted in its HTML, without a clock: the
// benchmark (npm run bench) times pages, these keep them from growing unnoticed. See
// docs/decisions/029-first-paint-counted.md for what each budget counts and why it is set there.

const everyPage = (): BuiltPage[] => [...builtPages(), ...notFoundFiles.map(builtPage)];

/**
 * The site's stylesheet, inlined in every page's <head> (decision 018): 40.1 KiB when this was
 * set. Every byte is parsed before the first paint of every page.
 */
const inlineCssBudget = 46 * 1024;

/** A :has() may look through at most this share of a page's elements. */
const hasScopeShare = 0.1;

/**
 * Parts of a page with days of their own (data-from, data-until, data-first, data-last) that
 * its HTML holds hidden, for the days script to show when their day comes: 30, and 7 more for
 * each site card a page lists (/locations: a places status's later line for each program, a
 * closure due within two weeks and its "Today"). 68 on /locations when this was set.
 */
const hiddenDatedBudget = (page: BuiltPage) =>
  30 + 7 * page.document.querySelectorAll("[data-places]").length;

/**
 * Elements a browser styles and lays out before it paints a page (first-screen.mjs): all but
 * what the HTML holds back and what the stylesheet skips until it scrolls near. 669 on
 * /calendar, 487 on /locations when this was set; Locations and the summer previews drew 2,000
 * and 1,700 before their lists' later cards were skipped, and painted last.
 */
const drawnBudget = 1000;

const inlineCss = (page: BuiltPage) =>
  [...page.document.querySelectorAll("style")].map((style) => style.textContent ?? "").join("\n");

/**
 * Script files a page with React asks for before its first paint (React Router preloads them
 * all): 15 on /locations, 19 on /calendar when this was set (decision 031). A phone on a slow
 * network pays a round trip for each, and there were 40.
 */
const preloadBudget = 24;

/**
 * What no page fetches before its first paint, known by a text only its code holds: React's
 * renderer (React's own keys), and Radix's popups and tooltips (their positioning), which come
 * once the page has painted (app/lib/after-paint.tsx).
 */
const fetchedAfterPaint = [
  { name: "React's renderer", marker: "__reactFiber$" },
  { name: "Radix's popups", marker: "data-radix-popper-content-wrapper" },
];
const codeIn = (file: string) => readFileSync(path.join(builtSite, file), "utf8");

describe("what a first paint costs, counted in every built page", () => {
  it(`has a page with React preload at most ${preloadBudget} script files, none of the code that comes after its paint`, () => {
    const preloaded = builtPages().map((page) => ({
      page,
      files: [...page.document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute("href")!,
      ),
    }));
    expect(preloaded.filter(({ files }) => files.length > 0).length).toBeGreaterThan(0);
    const over = preloaded.flatMap(({ page, files }) => [
      ...(files.length > preloadBudget ? [`${page.path}: ${files.length} files`] : []),
      ...files.flatMap((file) =>
        fetchedAfterPaint
          .filter(({ marker }) => codeIn(file).includes(marker))
          .map(({ name }) => `${page.path}: preloads ${file}, ${name}`),
      ),
    ]);
    expect(over).toEqual([]);
  });

  it(`inlines at most ${inlineCssBudget / 1024} KiB of CSS`, () => {
    const over = everyPage().flatMap((page) => {
      const bytes = Buffer.byteLength(inlineCss(page));
      return bytes > inlineCssBudget ? [`${page.path}: ${bytes} bytes of inline CSS`] : [];
    });
    expect(over).toEqual([]);
  });

  it("attaches no :has() where it looks through more than a tenth of the page", () => {
    const broad = everyPage().flatMap((page) => {
      const elements = page.document.getElementsByTagName("*").length;
      const rules = hasSelectors(inlineCss(page));
      return rules.flatMap(({ selector, anchor, argument }) =>
        [...page.document.querySelectorAll(anchor)].flatMap((element) => {
          const searched = searchedFrom(element, argument);
          return searched > elements * hasScopeShare
            ? [`${page.path}: ${selector} looks through ${searched} of ${elements} elements`]
            : [];
        }),
      );
    });
    expect([...new Set(broad)]).toEqual([]);
  });

  it(`draws at most ${drawnBudget} elements before anything scrolls`, () => {
    const over = everyPage().flatMap((page) => {
      const drawn = drawnElements(page.document, inlineCss(page));
      return drawn > drawnBudget ? [`${page.path}: ${drawn} elements drawn`] : [];
    });
    expect(over).toEqual([]);
  });

  it("holds few dated parts hidden for the days script", () => {
    const over = everyPage().flatMap((page) => {
      const hidden = page.document.querySelectorAll(
        "[data-from][hidden], [data-until][hidden], [data-first][hidden], [data-last][hidden]",
      ).length;
      const budget = hiddenDatedBudget(page);
      return hidden > budget
        ? [`${page.path}: ${hidden} hidden dated parts, budget ${budget}`]
        : [];
    });
    expect(over).toEqual([]);
  });
});
