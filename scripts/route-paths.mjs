// Paths derived from the route table (app/routes.ts), shared by the build, the server and the
// tests so that a route added there is prerendered, listed in the sitemap and tested everywhere.
import { localizePath, pathWithoutLocale } from "../app/lib/i18n/locale.ts";
import { movedPages } from "../app/redirects.ts";

/** Every old address in both languages, and where it leads (app/redirects.ts). */
export const redirects = Object.fromEntries(
  Object.entries(movedPages).flatMap(([from, to]) => [
    [from, to],
    [localizePath(from, "es"), localizePath(to, "es")],
  ]),
);

/**
 * The `_redirects` rules of the build, in the order a host tries them: each old address with a
 * 301, forced past the page that refreshes onward (Netlify otherwise serves a file that exists),
 * then the Spanish Not Found page, with its 404, for any /es path that has no page.
 * @returns {import("./host-rules.mjs").RedirectRule[]}
 */
export function redirectRules() {
  return [
    ...Object.entries(redirects).map(([from, to]) => ({ from, to, status: 301, force: true })),
    { from: "/es/*", to: "/es/404.html", status: 404, force: false },
  ];
}

/**
 * Every static path of a route table, in table order. Dynamic (`:param`) and splat (`*`) routes
 * have no page of their own; their static children do.
 * @param {Array<{ path?: string, index?: boolean, children?: unknown[] }>} entries
 * @returns {string[]}
 */
export function routePaths(entries, prefix = "") {
  return entries.flatMap((entry) => {
    const path = entry.index
      ? prefix || "/"
      : entry.path
        ? `${prefix}/${entry.path}`.replace(/\/+/g, "/")
        : prefix;
    const isStatic =
      entry.index || (entry.path && !entry.path.includes(":") && !entry.path.includes("*"));
    const children = /** @type {typeof entries | undefined} */ (entry.children);
    return [...(isStatic ? [path] : []), ...(children ? routePaths(children, path) : [])];
  });
}

/** The pages a visitor (or a search engine) can land on: every static route but redirects. */
export function pagePaths(entries) {
  return [...new Set(routePaths(entries))].filter((path) => !(path in redirects));
}

/**
 * The sitemap of a site: one `<url>` per page, absolute, sorted for stable diffs, each with
 * its English and Spanish versions and the English one as the default for other languages.
 */
export function sitemapXml(siteUrl, paths) {
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
    return `  <url>\n    <loc>${siteUrl}${path}</loc>${alternates.join("")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

export function robotsTxt(siteUrl) {
  // The content editor at /admin is for staff, not for search results.
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
