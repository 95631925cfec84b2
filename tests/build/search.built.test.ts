import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import { searchPagePath, pagePaths } from "../../app/page-list";
import { toHit, type SearchHit } from "../../app/features/search/site-search";
import { schoolYearOf } from "../../app/features/closures/closure-windows";
import { longDay, pacificDay } from "../../app/features/closures/days";
import { asHeading } from "../../i18n/heading";
import { closures } from "../../content/closures";
import { closuresPage } from "../../content/closures-page";
import { familyResourceTopics } from "../../content/family-help";
import { localize } from "../../content/localize";
import { novaCategories } from "../../content/nova-classes";
import { siteHref } from "../../content/site-format";
import { searchPage } from "../../content/search-page";
import { mainOffice, schoolSites } from "../../content/sites";
import { localizePath, locales, pathWithoutLocale, type Locale } from "../../i18n/locale";
import { m } from "../../i18n/paraglide/messages";
import { NOT_INDEXED } from "../../scripts/search-index";
import { headersFor, parseHeadersFile } from "../../server/host-rules.mjs";
import {
  builtPage,
  builtPages,
  builtSite,
  movedPagePaths,
  notFoundFiles,
  problemsOf,
} from "./built-site";
import { serveBuiltSite } from "./site-server";

// The site search as the build leaves it: Pagefind's index of every page in each language, the
// way to it in every page's header, and Pagefind's own search run over the served build the way
// the search page of each language runs it. The browser tests (tests/e2e/search.spec.ts) check
// what needs a browser: the page's form, its states, the keyboard and when the files load.

const site = serveBuiltSite();
const isSearchPage = (page: string) => pathWithoutLocale(page) === searchPagePath;

interface PagefindModule {
  options(options: object): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: Array<{ data(): Promise<never> }> }>;
}

const pagefinds = new Map<Locale, PagefindModule>();

/**
 * Pagefind's script as the search page of a language runs it: it loads the index and the
 * WebAssembly (its stemming) of the language of its page, <html lang>, once per copy of the
 * script, so each language gets a copy of its own, with a stand-in for that page.
 */
async function pagefindIn(locale: Locale): Promise<PagefindModule> {
  let pagefind = pagefinds.get(locale);
  if (!pagefind) {
    const script = pathToFileURL(path.join(builtSite, "pagefind/pagefind.js")).href;
    const page = { currentScript: null, querySelector: () => ({ getAttribute: () => locale }) };
    Object.assign(globalThis, { document: page });
    try {
      pagefind = (await import(/* @vite-ignore */ `${script}?${locale}`)) as PagefindModule;
      await pagefind.options({ basePath: `${site.origin}/pagefind/` });
      await pagefind.init();
    } finally {
      Reflect.deleteProperty(globalThis, "document");
    }
    pagefinds.set(locale, pagefind);
  }
  return pagefind;
}

/** Every result for `query` on the search page of `locale`, as that page shows it. */
async function searchIn(locale: Locale, query: string): Promise<SearchHit[]> {
  const { results } = await (await pagefindIn(locale)).search(query);
  return Promise.all(results.map(async (result) => toHit(await result.data())));
}

/** The words a result marks as matching the search. */
const marked = (hit: SearchHit) =>
  [...hit.excerpt, ...hit.sections.flatMap((section) => section.excerpt)]
    .filter((part) => part.matched)
    .map((part) => part.text.replace(/[^\p{L}]/gu, ""));

describe("the search index", () => {
  test("holds every page but the search page, in an index per language", () => {
    const entry = JSON.parse(
      readFileSync(path.join(builtSite, "pagefind/pagefind-entry.json"), "utf8"),
    );
    expect(Object.keys(entry.languages).sort()).toEqual([...locales].sort());
    for (const locale of locales) {
      const searchable = pagePaths(locale).filter((page) => !isSearchPage(page));
      expect(entry.languages[locale].page_count, locale).toBe(searchable.length);
    }
  });

  test("reads a page's main content only, never its header, footer or menus", () => {
    const problems = problemsOf(builtPages(), ({ document }) => {
      const bodies = [...document.querySelectorAll("[data-pagefind-body]")];
      const main = document.querySelector("main");
      const furniture = document.querySelectorAll(
        "body header:not(main *), body footer:not(main *)",
      );
      return [
        ...(bodies.length === 1 && bodies[0] === main
          ? []
          : ["the index does not read its <main>"]),
        ...(furniture.length === 2 ? [] : ["its header or footer is inside what the index reads"]),
      ];
    });
    expect(problems).toEqual([]);
  });

  test("ships none of Pagefind's ready-made interfaces, and no page but the search page loads its code", () => {
    const bundle = readdirSync(path.join(builtSite, "pagefind"));
    expect(bundle.filter((file) => /ui|highlight|worker/.test(file))).toEqual([]);
    const assets = readdirSync(path.join(builtSite, "assets")).filter((file) =>
      file.endsWith(".js"),
    );
    const searchCode = assets.filter((file) =>
      readFileSync(path.join(builtSite, "assets", file), "utf8").includes("/pagefind/pagefind.js"),
    );
    expect(searchCode.length).toBeGreaterThan(0);
    const problems = problemsOf(
      [...builtPages(), ...movedPagePaths.map(builtPage), ...notFoundFiles.map(builtPage)],
      ({ path: page, html }) =>
        !isSearchPage(page) &&
        (html.includes("/pagefind/") || searchCode.some((file) => html.includes(file)))
          ? ["refers to the search's code"]
          : [],
    );
    expect(problems).toEqual([]);
  });
});

describe("what the index holds of the days", () => {
  // A page is built one day and read on others; the index is read on every day after.
  test("holds nothing a page hides (but the panels of its tabs), and no “Today” of a closure or the calendar", () => {
    const left = ["[data-pagefind-ignore]", ...NOT_INDEXED].join(", ");
    const problems = problemsOf(builtPages(), ({ document, locale }) => {
      const ignored = (element: Element) => element.closest(left) !== null;
      /** The text of an element that the index reads: none of what it leaves out. */
      const indexed = (element: Element) => {
        const copy = element.cloneNode(true) as Element;
        copy.querySelectorAll(left).forEach((each) => each.remove());
        return copy.textContent?.trim() ?? "";
      };
      const main = document.querySelector("main");
      const hidden = [...(main?.querySelectorAll("[hidden]") ?? [])].filter(
        (element) =>
          !element.closest("noscript, template, [role='tabpanel']") &&
          !ignored(element) &&
          indexed(element) !== "",
      );
      const todayWords: string[] = [
        m.closures_today({}, { locale }),
        m.calendar_today({}, { locale }),
      ];
      const today = [...(main?.querySelectorAll("span, p") ?? [])].filter(
        (element) => todayWords.includes(element.textContent?.trim() ?? "") && !ignored(element),
      );
      return [
        ...hidden.map((element) => `indexes hidden “${indexed(element).slice(0, 60)}”`),
        ...today.map((element) => `indexes “${element.textContent}”`),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe("the security policy", () => {
  test("lets only the search page compile WebAssembly, in its <meta> and in its _headers rule", () => {
    const rules = parseHeadersFile(readFileSync(path.join(builtSite, "_headers"), "utf8"));
    const problems = problemsOf(builtPages(), ({ path: page, document }) => {
      const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
      const policies = [
        meta?.getAttribute("content") ?? "",
        headersFor(rules, page)["Content-Security-Policy"] ?? "",
      ];
      const wasm = policies.map((policy) =>
        /(?:^|; )script-src [^;]*'wasm-unsafe-eval'/.test(policy),
      );
      return wasm.every((allowed) => allowed === isSearchPage(page))
        ? []
        : [`'wasm-unsafe-eval' in its <meta>, its rule: ${wasm.join(", ")}`];
    });
    expect(problems).toEqual([]);
  });
});

describe("every page's header", () => {
  test("links the search page of its language on wide screens and has a search form in the phone drawer", () => {
    const problems = problemsOf(
      [...builtPages(), ...movedPagePaths.map(builtPage), ...notFoundFiles.map(builtPage)],
      ({ document, locale }) => {
        const target = localizePath(searchPagePath, locale);
        const header = document.querySelector("body header");
        const form = header?.querySelector(`#site-menu form[action="${target}"][method="get"]`);
        const field = form?.querySelector('input[type="search"][name="q"]');
        const label = field && document.querySelector(`label[for="${field.id}"]`);
        return [
          ...(header?.querySelector(`a[href="${target}"]`) ? [] : [`no link to ${target}`]),
          ...(form ? [] : [`no form sending to ${target} in the drawer`]),
          ...(field && label?.textContent?.trim()
            ? []
            : ["no labelled search field in the drawer"]),
        ];
      },
    );
    expect(problems).toEqual([]);
  });
});

describe("the search page", () => {
  test("says, where JavaScript is off, that search needs it and how to reach a person", () => {
    for (const locale of locales) {
      const { document } = builtPage(localizePath(searchPagePath, locale));
      const fallback = document.querySelector("main noscript")?.innerHTML ?? "";
      const words = localize(searchPage, locale);
      expect(fallback).toContain(words.noScript);
      expect(fallback).toContain(words.contactLink);
      expect(fallback).toContain(`href="${localizePath("/contact", locale)}"`);
      expect(fallback).toContain(mainOffice.phone);
      // The form works without it, sending the query to this page.
      const form = document.querySelector(
        `main form[action="${localizePath(searchPagePath, locale)}"]`,
      );
      expect(form?.getAttribute("method")).toBe("get");
      expect(form?.querySelector('input[name="q"]')).not.toBeNull();
    }
  });
});

describe("searching the built site", () => {
  test("finds Galaxy Pricing for “pricing” and “precios”, each in its own language", async () => {
    for (const [locale, query] of [
      ["en", "pricing"],
      ["es", "precios"],
    ] as const) {
      const page = localizePath("/programs/pricing", locale);
      const [first] = await searchIn(locale, query);
      expect(first?.url, query).toBe(page);
      expect(first?.title).toBe(builtPage(page).document.querySelector("h1")?.textContent);
      expect(marked(first!).map((word) => word.toLowerCase())).toContain(query);
    }
  });

  test("finds the prices for “price” and “cost”, and for “precio” and “cuota” in Spanish", async () => {
    for (const [locale, query] of [
      ["en", "price"],
      ["en", "cost"],
      ["es", "precio"],
      ["es", "cuota"],
    ] as const) {
      const hits = await searchIn(locale, query);
      expect(
        hits.map((hit) => hit.url),
        query,
      ).toContain(localizePath("/programs/pricing", locale));
      expect(hits.filter((hit) => hit.url.startsWith("/es") !== (locale === "es"))).toEqual([]);
    }
  });

  test("leads to the handbook's topic on a sick child for “sick” and “enfermo”", async () => {
    for (const [locale, query] of [
      ["en", "sick"],
      ["es", "enfermo"],
    ] as const) {
      const [first] = await searchIn(locale, query);
      const topic = localizePath("/about/parent-resources#illness", locale);
      expect(
        first?.sections.map((section) => section.url),
        query,
      ).toContain(topic);
    }
  });

  test("finds each school site's page by the site's name, in both languages", async () => {
    for (const locale of locales) {
      for (const site of localize(schoolSites, locale)) {
        const [first] = await searchIn(locale, site.title);
        expect(first?.url, `${locale}: ${site.title}`).toBe(localizePath(siteHref(site), locale));
      }
    }
  });

  test("finds “inscripción” for “inscripcion”, and “niños” for “niño”, on Spanish pages only", async () => {
    const registration = await searchIn("es", "inscripcion");
    expect(registration.length).toBeGreaterThan(0);
    expect(registration.filter((hit) => !hit.url.startsWith("/es"))).toEqual([]);
    expect(registration.flatMap(marked)).toContain("inscripción");
    const children = await searchIn("es", "niño");
    expect(children.flatMap(marked)).toContain("niños");
    expect(children.filter((hit) => !hit.url.startsWith("/es"))).toEqual([]);
    const english = await searchIn("en", "Galaxy");
    expect(english.length).toBeGreaterThan(0);
    expect(english.filter((hit) => hit.url.startsWith("/es"))).toEqual([]);
  });

  test("finds the Nova page by every class's name, and in Spanish by its English name too", async () => {
    const problems: string[] = [];
    for (const locale of locales) {
      const nova = localizePath("/programs/nova", locale);
      const classes = localize(novaCategories, locale).flatMap((category) => category.classes);
      const names = classes.flatMap((novaClass) => [
        novaClass.title,
        ...(locale === "es" && novaClass.registeredAs ? [novaClass.registeredAs] : []),
      ]);
      for (const name of names) {
        const hits = await searchIn(locale, name);
        if (!hits.some((hit) => hit.url === nova)) problems.push(`${locale}: “${name}”`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("finds each closure of this school year on the Closures page, under its day, and never says “Today” of one", async () => {
    const today = pacificDay();
    const { first: yearStarts } = schoolYearOf(today);
    const problems: string[] = [];
    for (const locale of locales) {
      const page = localizePath("/closures", locale);
      for (const closure of closures.filter((each) => each.last >= yearStarts)) {
        const hits = await searchIn(locale, closure.reason[locale]);
        const hit = hits.find((each) => each.url === page);
        const day = asHeading(longDay(closure.first, locale), locale);
        if (!hit) problems.push(`${locale}: “${closure.reason[locale]}” does not find ${page}`);
        else if (!hit.sections.some((section) => section.title === day))
          problems.push(`${locale}: “${closure.reason[locale]}” is not found under ${day}`);
      }
      // A word of closures, in the language's words for what happens (closed, cerrado).
      const closed = closuresPage.kinds.closed[locale];
      const today = new RegExp(`\\b${m.closures_today({}, { locale })}\\b`, "iu");
      for (const hit of await searchIn(locale, closed)) {
        const texts = [hit.excerpt, ...hit.sections.map((section) => section.excerpt)].map(
          (parts) => parts.map((part) => part.text).join(""),
        );
        for (const found of texts.filter((text) => today.test(text)))
          problems.push(`${locale}: “${closed}” on ${hit.url} says “${found}”`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("never indexes a site page's list of closures, which changes with the day", async () => {
    const problems: string[] = [];
    for (const locale of locales) {
      const sitePages = new Set(schoolSites.map((each) => localizePath(siteHref(each), locale)));
      const words = closuresPage.sitePages;
      for (const heading of [words.soon[locale], words.later[locale], words.none[locale]]) {
        for (const hit of await searchIn(locale, heading)) {
          if (!sitePages.has(hit.url)) continue;
          const texts = [hit.excerpt, ...hit.sections.map((section) => section.excerpt)].map(
            (parts) => parts.map((part) => part.text).join(""),
          );
          if (hit.sections.some((section) => section.title === heading))
            problems.push(`${locale}: ${hit.url} has a section “${heading}”`);
          for (const found of texts.filter((text) => text.includes(heading)))
            problems.push(`${locale}: ${hit.url} says “${found}”`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test("leads to each family-help topic under its own heading", async () => {
    for (const locale of locales) {
      for (const topic of localize(familyResourceTopics, locale)) {
        const hits = await searchIn(locale, topic.title);
        const section = localizePath(`/about/parent-resources#${topic.id}`, locale);
        expect(
          hits.flatMap((hit) => hit.sections.map((found) => found.url)),
          `${locale}: ${topic.title}`,
        ).toContain(section);
      }
    }
  });
});
