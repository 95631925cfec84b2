import { config } from "~/lib/config";
import { pagePaths, searchPagePath } from "~/page-list";
import { lastChangeDay } from "~/features/seo/last-change.server";
import { sitemapXml } from "~/features/seo/sitemap";
import { pathWithoutLocale } from "~i18n/locale";

// Prerendered to build/client/sitemap.xml, from the same list of pages as the route table, but
// the search page, whose results are no page for a search engine to list.
export function loader() {
  const paths = pagePaths().filter((path) => pathWithoutLocale(path) !== searchPagePath);
  return new Response(sitemapXml(config.siteUrl, paths, lastChangeDay()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
