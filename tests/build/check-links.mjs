// `npm run check:links`: serves the build with the production server and crawls it with
// linkinator from every page of the route table: no internal link or #anchor may be broken.
// Links to other hosts are not fetched (no network in CI, and their health is not ours).
import { LinkChecker } from "linkinator";
import path from "node:path";
import { serve } from "../../scripts/serve.mjs";
import { loadRoutes } from "../../scripts/site-facts.mjs";

/** Crawls `origin` from `paths`; returns the broken internal links with the page that has each. */
export async function brokenLinks(origin, paths) {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: paths.map((page) => `${origin}${page}`),
    recurse: true,
    checkFragments: true,
    concurrency: 8,
    timeout: 20_000,
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const seen = new Set();
  const broken = result.links
    .filter((link) => link.state === "BROKEN")
    .map((link) => ({
      url: link.url.replace(origin, ""),
      status: link.status,
      parent: link.parent?.replace(origin, ""),
    }))
    .filter((link) => {
      const key = `${link.url} ${link.parent}`;
      const fresh = !seen.has(key);
      seen.add(key);
      return fresh;
    });
  const checked = result.links.filter((link) => link.state === "OK").length;
  return { broken, checked };
}

/** One line per broken URL, naming a few of the pages that link to it. */
export function summarize(broken) {
  const parentsByUrl = new Map();
  for (const link of broken) {
    const key = `${link.url} (${link.status ?? "no answer"})`;
    parentsByUrl.set(key, [...(parentsByUrl.get(key) ?? []), link.parent ?? "the start list"]);
  }
  return [...parentsByUrl].map(([url, parents]) => {
    const more = parents.length > 3 ? ` and ${parents.length - 3} more` : "";
    return `${url} linked from ${parents.slice(0, 3).join(", ")}${more}`;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await serve({ root: path.resolve("build/client"), port: 0 });
  const origin = `http://127.0.0.1:${server.server.address().port}`;
  try {
    const { pages } = await loadRoutes();
    const { broken, checked } = await brokenLinks(origin, pages);
    if (broken.length > 0) {
      const lines = summarize(broken);
      console.error(
        `Link check: ${lines.length} broken internal link(s):\n  ${lines.join("\n  ")}`,
      );
      process.exitCode = 1;
    } else {
      console.log(
        `Link check: ${checked} internal links and anchors from ${pages.length} pages, none broken`,
      );
    }
  } finally {
    await server.close();
  }
}
