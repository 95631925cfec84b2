// The built site as the Node checks read it: every page of the route table in both languages,
// each parsed once. BUILT_SITE names another build (the one of an office manager's edits,
// tests/office-edits/); the checks read facts from the content that build was made from.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { movedPageEntries, pagePaths } from "../../app/page-list";
import { localeOf, localizePath, locales, type Locale } from "../../i18n/locale";
import { parseHtml, readHead } from "./seo-checks.mjs";

export const builtSite = path.resolve(process.env.BUILT_SITE ?? "build/client");

if (!existsSync(path.join(builtSite, "index.html"))) {
  throw new Error(`${builtSite} holds no built site: run npm run build:demo first.`);
}

/** The file a page's path is prerendered to. */
export const fileOf = (page: string) =>
  path.join(builtSite, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);

export interface BuiltPage {
  path: string;
  locale: Locale;
  html: string;
  document: Document;
  /** Its head as search engines read it (seo-checks.mjs). */
  head: ReturnType<typeof readHead>;
}

const parsed = new Map<string, BuiltPage>();

/** A built file, parsed: a page by its path ("/es/calendar"), or a file ("404.html"). */
export function builtPage(page: string): BuiltPage {
  let built = parsed.get(page);
  if (!built) {
    const file = page.startsWith("/") ? fileOf(page) : path.join(builtSite, page);
    const html = readFileSync(file, "utf8");
    const pathname = page.startsWith("/") ? page : `/${page.replace(/404\.html$/, "no-page")}`;
    const document: Document = parseHtml(html);
    built = { path: page, locale: localeOf(pathname), html, document, head: readHead(document) };
    parsed.set(page, built);
  }
  return built;
}

/** Every page a visitor can land on, in both languages. */
export const pages = pagePaths();

/** The pages, parsed. */
export const builtPages = (): BuiltPage[] => pages.map(builtPage);

/** The Not Found pages the host serves, in each language. */
export const notFoundFiles = ["404.html", "es/404.html"] as const;

/** The old addresses, whose pages refresh onward. */
export const movedPagePaths = locales.flatMap((locale) =>
  movedPageEntries.map((entry) => localizePath(entry.path, locale)),
);

/**
 * What a visitor reads or hears on a page in its language: its text, and the names and hints of
 * its controls. Data from Google (event and camp names, as staff typed them) is marked and left
 * out, and so is what is marked as another language on purpose (a Nova class's English name, the
 * link to the English page).
 */
export function shownText(document: Document): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  const language = document.documentElement.lang;
  copy
    .querySelectorAll(
      `[data-from-google], script, style, template, [lang]:not([lang="${language}"])`,
    )
    .forEach((element) => element.remove());
  const texts: string[] = [];
  const walker = document.createTreeWalker(copy, 4 /* NodeFilter.SHOW_TEXT */);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");
  const attributes = [
    ...copy.querySelectorAll("[aria-label], [title], [alt], [placeholder]"),
  ].flatMap((element) =>
    ["aria-label", "title", "alt", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [...texts, ...attributes, document.title].join("\n");
}

/** "page: problem" lines of every page, for a check that lists every failure at once. */
export function problemsOf<Page extends BuiltPage>(
  list: readonly Page[],
  check: (page: Page) => readonly string[],
): string[] {
  return list.flatMap((page) => check(page).map((problem) => `${page.path}: ${problem}`));
}
