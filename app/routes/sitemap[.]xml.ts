import { config } from "~/lib/config";
import { pagePaths } from "~/page-list";
import { sitemapXml } from "~/features/seo/sitemap";

// Prerendered to build/client/sitemap.xml, from the same list of pages as the route table.
export function loader() {
  return new Response(sitemapXml(config.siteUrl, pagePaths()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
