// Crawls a served site with linkinator for broken internal links and #anchors
// (links.built.test.ts).
import { LinkChecker } from "linkinator";

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
