import { describe, expect, it } from "vitest";
import { localeOf, localizePath, pathWithoutLocale } from "../../i18n/locale";
import { config } from "../../app/lib/config";
import {
  builtPage,
  builtPages,
  movedPagePaths,
  notFoundFiles,
  problemsOf,
  shownText,
  type BuiltPage,
} from "./built-site";
import { duplicates, languageProblems, pageProblems } from "./seo-checks.mjs";

// Every page of the route table, in both languages, read from the build as a search engine or a
// screen reader reads it, before any script runs.

const urlOf = (page: string) => `${config.siteUrl}${page === "/" ? "/" : page}`;
const pages = builtPages();

describe("every page, in both languages", () => {
  it("has one H1, its own title, description, canonical address and social tags", () => {
    const problems = problemsOf(pages, (page) => [
      ...pageProblems(page.head, urlOf(page.path)),
      ...(page.document.querySelectorAll("h1").length === 1 ? [] : ["needs exactly one <h1>"]),
      ...(page.head.robots?.includes("noindex") ? ["is noindex but is a page"] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it("says its language and names its English and Spanish versions", () => {
    const problems = problemsOf(pages, (page) => {
      const english = pathWithoutLocale(page.path);
      return languageProblems(page.head, {
        lang: page.locale,
        englishUrl: urlOf(english),
        spanishUrl: urlOf(localizePath(english, "es")),
      });
    });
    expect(problems).toEqual([]);
  });

  it("shares no title or description with another page of its language", () => {
    const problems = (["en", "es"] as const).flatMap((locale) => {
      const inLanguage = pages
        .filter((page) => page.locale === locale)
        .map((page) => ({ path: page.path, head: page.head }));
      return ["title", "description"].flatMap((field) =>
        duplicates(inLanguage, field).map(
          ({ value, paths }: { value: string; paths: string[] }) =>
            `${paths.join(", ")} share the ${field} "${value}"`,
        ),
      );
    });
    expect(problems).toEqual([]);
  });

  it("offers its twin in the other language, and links no other page of that language", () => {
    const problems = problemsOf(pages, (page) => {
      const other = page.locale === "es" ? "en" : "es";
      const links = [...page.document.querySelectorAll("a[href^='/']")];
      const switches = links.filter(
        (link) => link.getAttribute("hreflang") === other && link.getAttribute("lang") === other,
      );
      const twin = localizePath(page.path, other);
      const wrongSwitch =
        switches.length === 1 && switches[0]!.getAttribute("href") === twin
          ? []
          : [`should link its twin ${twin} once, with hreflang and lang ${other}`];
      const strays = links
        .filter((link) => !switches.includes(link))
        .map((link) => link.getAttribute("href")!)
        .filter((href) => localeOf(href.replace(/[?#].*$/, "")) !== page.locale)
        .map((href) => `links ${href}, a page in the other language`);
      return [...wrongSwitch, ...strays];
    });
    expect(problems).toEqual([]);
  });

  it("shows no {placeholder} that a sentence names but nobody filled in", () => {
    const problems = problemsOf(pages, (page) =>
      (shownText(page.document).match(/\{[A-Za-z]\w*\}/g) ?? []).map(
        (placeholder) => `shows ${placeholder}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it("names each group of controls by its legend, and each card by its heading, so a screen reader says more than group or article", () => {
    const named = (element: Element, name: string) => `${name} "${element.textContent?.trim()}"`;
    const problems = problemsOf(pages, (page) => [
      ...[...page.document.querySelectorAll("fieldset")]
        .filter((fieldset) => !fieldset.firstElementChild?.matches("legend:not(:empty)"))
        .map((fieldset) => `${named(fieldset, "a group").slice(0, 60)}… has no legend first`),
      ...[...page.document.querySelectorAll("article")]
        .filter((article) => {
          const heading = page.document.getElementById(
            article.getAttribute("aria-labelledby") ?? "",
          );
          return !heading || !article.contains(heading) || !/^H[1-6]$/.test(heading.tagName);
        })
        .map((article) => `${named(article, "a card").slice(0, 60)}… is not named by its heading`),
    ]);
    expect(pages.some((page) => page.document.querySelector("fieldset"))).toBe(true);
    expect(problems).toEqual([]);
  });

  it("loads a script file only where it needs React, and then only its own entry", () => {
    const scriptFiles = (page: BuiltPage) =>
      page.document.querySelectorAll(
        "script[src], script[type='module'], link[rel='modulepreload']",
      ).length;
    const withReact = pages.filter((page) => scriptFiles(page) > 0).map((page) => page.path);
    const problems = problemsOf(pages, (page) =>
      page.document.querySelector("script[src]") ? ["loads a classic script file"] : [],
    );
    expect(problems).toEqual([]);
    // Each page with React has its Spanish twin with React, and the rest load nothing at all.
    expect(
      withReact.filter((page) => localeOf(page) === "en").map((p) => localizePath(p, "es")),
    ).toEqual(withReact.filter((page) => localeOf(page) === "es"));
    expect(withReact.length).toBeLessThan(pages.length / 2);
  });
});

describe("pages that are not pages", () => {
  it("the Not Found pages are in their language, titled, and kept out of search results", () => {
    const problems = notFoundFiles.flatMap((file) => {
      const page = builtPage(file);
      const head = page.head;
      return [
        ...(head.robots?.includes("noindex") ? [] : [`${file} should be noindex`]),
        ...(head.title.trim() ? [] : [`${file} needs a title`]),
        ...(head.lang === page.locale ? [] : [`${file} should be in ${page.locale}`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("the Not Found pages, shown at any address without a page, name no address of their own and offer the other language's home page", () => {
    for (const file of notFoundFiles) {
      const page = builtPage(file);
      expect(page.head.canonical, file).toBeUndefined();
      expect(page.head.alternates, file).toEqual({});
      expect(page.head.og.url, file).toBeUndefined();
      const other = page.locale === "es" ? "en" : "es";
      const languageLink = page.document.querySelector(
        `header a[hreflang="${other}"][lang="${other}"]`,
      );
      expect(languageLink?.getAttribute("href"), file).toBe(localizePath("/", other));
    }
  });

  it("an old address's page is kept out of search results and refreshes onward", () => {
    const problems = movedPagePaths.flatMap((path) => {
      const page = builtPage(path);
      return [
        ...(page.head.robots?.includes("noindex") ? [] : [`${path} should be noindex`]),
        ...(page.document.querySelector('meta[http-equiv="refresh"]')
          ? []
          : [`${path} should refresh to its new address`]),
      ];
    });
    expect(problems).toEqual([]);
  });
});
