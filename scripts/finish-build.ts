// What follows the prerendering, in React Router's `buildEnd` (react-router.config.ts): the Not
// Found pages where static hosts look for them, a refusal of any file that could run script on
// the site's origin, the search index, the host's rules (`_headers`, `_redirects`), the content
// editor, and the text files precompressed. The pages React Router wrote are read, never changed.
import { existsSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build as viteBuild } from "vite";
import { readConfig } from "../app/lib/config-schema.ts";
import { scriptHash } from "../app/lib/script-hash.server.ts";
import { inlineScripts as siteScripts } from "../app/lib/inline-scripts.ts";
import * as security from "../app/lib/security-policy.ts";
import { feeds } from "../app/feed-list.ts";
import { movedPageEntries, pagePaths, searchPagePath } from "../app/page-list.ts";
import { movedPages } from "../app/redirects.ts";
import { localizePath, locales, pathWithoutLocale } from "../i18n/locale.ts";
import { filesOf, hydrates, inlineScripts, metaPolicy, precompress } from "./built-files.mjs";
import { formatHeadersFile, formatRedirectsFile } from "../server/host-rules.mjs";
import { buildSearchIndex, SEARCH_BUNDLE } from "./search-index.ts";

/** "calendar/index.html" -> "/calendar"; "index.html" -> "/". */
const pageOfFile = (file: string) => `/${file.replace(/\/?index\.html$/, "")}`;

/**
 * Files that can carry script if a browser opens them on the site's origin, where the editor
 * keeps a staff member's GitHub token: HTML that is not a page of the route table, and SVG, XML
 * or XHTML other than the few the site makes itself. Each is named, so whoever put it there
 * (in public/, or through the editor) knows what to remove.
 */
export function strayFiles(
  files: readonly string[],
  pageFiles: ReadonlySet<string>,
  feedFiles: ReadonlySet<string> = new Set(),
): string[] {
  const allowed = new Set(["favicon.svg", "sitemap.xml", "404.html", "es/404.html", ...feedFiles]);
  return files.filter((file) => {
    if (allowed.has(file) || file.startsWith("admin/")) return false;
    if (/\.html?$/i.test(file)) return !pageFiles.has(file);
    return /\.(svgz?|xml|xhtml|xht|xsl|xslt|atom|rss)$/i.test(file);
  });
}

/** Stops the build, naming each file, when the build holds a file that could run script. */
export async function refuseStrayFiles(
  root: string,
  pageFiles: ReadonlySet<string>,
  feedFiles: ReadonlySet<string> = new Set(),
) {
  const stray = strayFiles(await filesOf(root), pageFiles, feedFiles);
  if (stray.length > 0) {
    throw new Error(
      "These files could run script on the site, so the site is not published with them. " +
        "Remove them (from public/, where files are copied from), or ask a developer:\n  " +
        stray.join("\n  "),
    );
  }
}

/** Every old address in both languages, with a 301, then the Spanish Not Found page with a 404. */
export function redirectRules() {
  return [
    ...locales.flatMap((locale) =>
      Object.entries(movedPages).map(([from, to]) => ({
        from: localizePath(from, locale),
        to: localizePath(to, locale),
        status: 301,
        force: true,
      })),
    ),
    { from: "/es/*", to: "/es/404.html", status: 404, force: false },
  ];
}

type HeaderRule = { path: string; headers: Record<string, string>; detach?: string[] };

/**
 * The `_headers` rules: what every response carries, with the policy of a file that is not a
 * page (security-policy.ts, sharedPolicy); hashed assets cached for a year; then the editor's
 * policy, and that of each page that needs more than the shared one: a page with React (its
 * <meta> policy with React Router's inline scripts named by hash) or one that frames the help
 * desk, each with what only headers carry. Netlify applies the most specific rule's header;
 * Cloudflare Pages applies every matching rule's, so each page rule detaches the shared policy
 * first (`! Content-Security-Policy`, which Netlify's parser leaves aside). Each page rule is
 * written under the path with and without its trailing slash, which hosts treat as one page.
 */
async function headerRules(
  root: string,
  pageFiles: ReadonlySet<string>,
  authUrl: string | undefined,
) {
  const notFound = metaPolicy(await readFile(path.join(root, "404.html"), "utf8")) ?? "";
  const shared = {
    scriptHashes: Object.values(siteScripts).map(scriptHash),
    styleHashes: /(?:^|; )style-src ([^;]*)/.exec(notFound)?.[1]?.split(" ") ?? [],
  };
  const sharedPolicy = security.sharedPolicy(shared);
  const rules: HeaderRule[] = [
    { path: "/*", headers: security.securityHeaders(shared) },
    { path: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
    // Calendar apps and news readers go by the content type, which a host may not know for
    // .ics and .atom.
    ...feeds.map((feed) => ({ path: feed.path, headers: { "Content-Type": feed.contentType } })),
  ];
  const pageRule = (page: string, headers: Record<string, string>) => {
    for (const rulePath of page === "/" ? ["/"] : [page, `${page}/`]) {
      rules.push({ path: rulePath, headers, detach: ["Content-Security-Policy"] });
    }
  };
  if (authUrl) {
    const facts = { backendOrigins: [new URL(authUrl).origin] };
    const html = await readFile(path.join(root, "admin/index.html"), "utf8");
    if (metaPolicy(html) !== security.adminPolicy(facts)) {
      throw new Error("admin/index.html: its <meta> policy is not the editor's policy");
    }
    pageRule("/admin", security.adminHeaders(facts));
  }
  for (const file of [...pageFiles].sort()) {
    const html = await readFile(path.join(root, file), "utf8");
    const policy = metaPolicy(html);
    if (!policy) throw new Error(`${file}: the page has no policy in its <meta>`);
    if (hydrates(html)) {
      const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
      const header = security.asHeader(security.withScriptHashes(policy, hashes));
      pageRule(pageOfFile(file), { "Content-Security-Policy": header });
    } else if (security.needsOwnRule(policy, sharedPolicy)) {
      pageRule(pageOfFile(file), { "Content-Security-Policy": security.asHeader(policy) });
    }
  }
  return rules;
}

export interface FinishOptions {
  /** build/client */
  root: string;
  /** The Vite mode of the build ("production", "demo"). */
  mode: string;
  /** The content editor is built into admin/ unless a build for tests leaves it out. */
  admin: boolean;
}

export async function finishBuild({ root, mode, admin }: FinishOptions) {
  for (const language of ["", "es"]) {
    const folder = path.join(root, language);
    await rename(path.join(folder, "404/index.html"), path.join(folder, "404.html"));
    await rm(path.join(folder, "404"), { recursive: true });
  }
  // Every path is prerendered, so the SPA fallback would only ever hide a missing page; and
  // public/README.md tells developers what the folder is for, it is not a file of the site.
  await rm(path.join(root, "__spa-fallback.html"), { force: true });
  await rm(path.join(root, "README.md"), { force: true });

  const pages = [
    ...pagePaths(),
    ...locales.flatMap((locale) =>
      movedPageEntries.map((entry) => localizePath(entry.path, locale)),
    ),
  ];
  const pageFiles = new Set(
    pages.map((page) => (page === "/" ? "index.html" : `${page.slice(1)}/index.html`)),
  );
  const missing = [...pageFiles].filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0)
    throw new Error(`Pages of the route table that were not built:\n  ${missing.join("\n  ")}`);
  const feedFiles = new Set(feeds.map((feed) => feed.path.slice(1)));
  const unbuilt = [...feedFiles].filter((file) => !existsSync(path.join(root, file)));
  if (unbuilt.length > 0) throw new Error(`Feeds that were not built:\n  ${unbuilt.join("\n  ")}`);
  await refuseStrayFiles(root, pageFiles, feedFiles);

  // Every page but the search page itself, from the pages as built, before they are compressed.
  const searchable = pagePaths().filter((page) => pathWithoutLocale(page) !== searchPagePath);
  const search = await buildSearchIndex(root, searchable);

  const config = readConfig(mode);
  if (admin) {
    await viteBuild({ configFile: path.resolve("admin/vite.config.ts"), mode, logLevel: "warn" });
  }
  const rules = await headerRules(root, pageFiles, admin ? config.cms.authUrl : undefined);
  await writeFile(path.join(root, "_headers"), formatHeadersFile(rules));
  const redirects = redirectRules();
  await writeFile(path.join(root, "_redirects"), formatRedirectsFile(redirects));
  const compressed = await precompress(root);
  console.log(
    `Finished ${path.relative(process.cwd(), root)}: 404.html, ` +
      `the search index in ${SEARCH_BUNDLE}/ (${Object.entries(search.languages)
        .map(([language, { page_count }]) => `${language}: ${page_count} pages`)
        .join(", ")}), _headers (${rules.length} rules), ` +
      `_redirects (${redirects.length} rules)${admin ? ", the editor in admin/" : ""}, ` +
      `${compressed} files precompressed`,
  );
}
