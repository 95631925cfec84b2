// Paths derived from the route table (app/routes.ts), shared by the build, the server and the
// tests so that a route added there is prerendered, listed in the sitemap and tested everywhere.

/** Old addresses the server answers with a 301; their prerendered pages only refresh onward. */
export const redirects = { "/programs/summer-camps": "/programs/summer-camp" };

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

/** The sitemap of a site: one `<url>` per page, absolute, sorted for stable diffs. */
export function sitemapXml(siteUrl, paths) {
  const urls = [...paths].sort().map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}

export function robotsTxt(siteUrl) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
