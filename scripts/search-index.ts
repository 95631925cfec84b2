// The site's search index, made by Pagefind from the built pages in the build's last step
// (finish-build.ts), so that it always holds what the pages say. Pagefind keeps one index per
// page language (it reads <html lang>); the search page loads the one of its own language.
// See docs/decisions/022-site-search-with-pagefind.md.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { locales, localeOf } from "../i18n/locale.ts";

/** Where the index is served from; the search page imports Pagefind's script from here. */
export const SEARCH_BUNDLE = "pagefind";

/**
 * Pagefind's ready-made interfaces and its web worker: the search page has its own interface
 * and searches on the page itself, so none of them is published.
 */
const unused = /^pagefind-(ui|component-ui|modular-ui|highlight|worker)\.(js|css)$/;

/**
 * What a page hides stays out of the index, which is read on every day after the build: what
 * it shows by the visitor's day (app/features/closures/dated.tsx, and the closureDays script
 * that shows and hides it on that day) and hid on the day it was built, the notes that say
 * none is due, and a control that shows only once the page's script runs. So a search never
 * finds a closure that is not on the page, nor "no closures" on a day with one. (The panels of
 * tabs are hidden until chosen, and found on purpose.)
 */
export const NOT_INDEXED = [
  "[data-from][hidden]",
  "[data-until][hidden]",
  "[data-list][hidden]",
  "[data-empty]",
  "button[hidden]",
];

/** The file a page is prerendered to: "/es/calendar" -> "es/calendar/index.html". */
const fileOf = (page: string) => (page === "/" ? "index.html" : `${page.slice(1)}/index.html`);

/**
 * Indexes the pages (paths of the route table, both languages) under the address each has on
 * the site, and writes the index into `<root>/pagefind/`. What a page holds is its
 * `data-pagefind-body` (the layout's <main>), without what it marks `data-pagefind-ignore` and
 * what it hides (NOT_INDEXED).
 * Stops the build when a language's index does not hold every page of that language.
 */
export async function buildSearchIndex(root: string, pages: readonly string[]) {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_INDEXED });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  try {
    for (const page of pages) {
      const content = await readFile(path.join(root, fileOf(page)), "utf8");
      const added = await index.addHTMLFile({ url: page, content });
      if (added.errors.length > 0) throw new Error(`${page}: ${added.errors.join("; ")}`);
    }
    const { files, errors: writeErrors } = await index.getFiles();
    if (writeErrors.length > 0) throw new Error(`Pagefind: ${writeErrors.join("; ")}`);
    const entry = files.find((file) => file.path === "pagefind-entry.json");
    const languages = JSON.parse(new TextDecoder().decode(entry?.content)).languages as Record<
      string,
      { page_count: number }
    >;
    const problems = locales.flatMap((locale) => {
      const expected = pages.filter((page) => localeOf(page) === locale).length;
      const indexed = languages[locale]?.page_count ?? 0;
      return indexed === expected ? [] : [`${locale}: ${indexed} of ${expected} pages indexed`];
    });
    const others = Object.keys(languages).filter(
      (language) => !locales.includes(language as never),
    );
    if (others.length > 0) problems.push(`pages in no language of the site: ${others.join(", ")}`);
    if (problems.length > 0) {
      throw new Error(
        `The search index does not hold every page (is <main> still data-pagefind-body?):\n  ${problems.join("\n  ")}`,
      );
    }
    const published = files.filter((file) => !unused.test(file.path));
    for (const file of published) {
      const target = path.join(root, SEARCH_BUNDLE, file.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content);
    }
    return { files: published.length, languages };
  } finally {
    await pagefind.close();
  }
}
