import { pages } from "../../app/page-list";
import { localizePath, locales, type Locale } from "../../i18n/locale";
import { schoolSites } from "../../content/sites";
import { siteHref } from "../../content/site-format";

/**
 * One page per route template (the route module that renders it), in a language: the first
 * page each module renders, so that a new template is tested without an edit here, plus the
 * pages whose template shows a different state: a school site without Nova beside one with it,
 * and the Not Found page.
 */
export function templatePages(locale: Locale): { path: string; status: number }[] {
  const firstOfEach = pages
    .filter((page, index) => pages.findIndex((other) => other.file === page.file) === index)
    .map((page) => page.path);
  const withNova = schoolSites.find((site) => site.programs.includes("nova"));
  const withoutNova = schoolSites.find((site) => !site.programs.includes("nova"));
  const sitePages = [withNova, withoutNova].flatMap((site) => (site ? [siteHref(site)] : []));
  const paths = [...new Set([...firstOfEach, ...sitePages])];
  return [
    ...paths.map((path) => ({ path: localizePath(path, locale), status: 200 })),
    { path: localizePath("/no-such-page", locale), status: 404 },
  ];
}

/** The template pages in both languages. */
export const allTemplatePages = () => locales.flatMap(templatePages);
