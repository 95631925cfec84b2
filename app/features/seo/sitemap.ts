import { localizePath, pathWithoutLocale } from "~i18n/locale";

/**
 * The sitemap of a site: one `<url>` per page, absolute, sorted for stable diffs, each with its
 * English and Spanish versions and the English one as the default for other languages, and the
 * day the pages last changed (`lastmod`), where it is known.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[], lastmod?: string): string {
  const urls = [...paths].sort().map((path) => {
    const english = pathWithoutLocale(path);
    const alternates = [
      ["en", english],
      ["es", localizePath(english, "es")],
      ["x-default", english],
    ].map(
      ([language, href]) =>
        `\n    <xhtml:link rel="alternate" hreflang="${language}" href="${siteUrl}${href}"/>`,
    );
    const changed = lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : "";
    return `  <url>\n    <loc>${siteUrl}${path}</loc>${changed}${alternates.join("")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

export function robotsTxt(siteUrl: string): string {
  // The content editor at /admin is for staff, not for search results.
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
