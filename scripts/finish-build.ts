// What follows the prerendering, in React Router's `buildEnd` (react-router.config.ts): the Not
// Found pages where static hosts look for them, the search index, the content editor, the host's
// rules (`_headers`, `_redirects`), a refusal of any file the site does not publish on purpose,
// and the text files precompressed. The pages React Router wrote are read, never changed.
import { existsSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build as viteBuild } from "vite";
import { readConfig } from "../app/lib/config-schema.ts";
import { inlineScriptsIn, scriptHash } from "../app/lib/script-hash.server.ts";
import { inlineScripts as siteScripts } from "../app/lib/inline-scripts.ts";
import * as security from "../app/lib/security-policy.ts";
import { feeds } from "../app/feed-list.ts";
import { movedPageEntries, pagePaths, searchPagePath } from "../app/page-list.ts";
import { movedPages } from "../app/redirects.ts";
import { localizePath, locales, pathWithoutLocale } from "../i18n/locale.ts";
import { filesOf, hydrates, metaPolicy, precompress } from "./built-files.mjs";
import { formatHeadersFile, formatRedirectsFile } from "../server/host-rules.mjs";
import { fileKinds, refuseUnpublishable } from "./published-files.ts";
import { buildSearchIndex, SEARCH_BUNDLE } from "./search-index.ts";

/** "calendar/index.html" -> "/calendar"; "index.html" -> "/". */
const pageOfFile = (file: string) => `/${file.replace(/\/?index\.html$/, "")}`;

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

type HeaderRule = { path: string; headers: Record<string, string> };

/**
 * The paths a host may look a page's rule up by: its address with the trailing slash (Netlify
 * takes it for the address without, Cloudflare Pages redirects there), and its file (Netlify's
 * local server looks up that once a rule of `_redirects` has named the address).
 */
const pageRulePaths = (page: string) =>
  page === "/" ? ["/", "/index.html"] : [`${page}/`, `${page}/index.html`];

/**
 * The `_headers` rules. No two rules that match one path name the same header, so a page never
 * depends on how a host merges rules, or in which order (docs/decisions/012):
 * - every response: the headers that are the same everywhere, and no policy;
 * - a page with React, and the editor: their own policy, the page's <meta> with what only a header
 *   can say (a page without React has all of its policy in its <meta>, and no rule);
 * - every published file that is not a page, kind by kind: the policy that runs nothing of its own
 *   (published-files.ts); the feeds also their content type, which a host may not know;
 * - each hashed asset, by its own path, cached for a year (a missing one is not).
 */
async function headerRules(
  root: string,
  pageFiles: ReadonlySet<string>,
  authUrl: string | undefined,
  mode: string,
) {
  const notFound = metaPolicy(await readFile(path.join(root, "404.html"), "utf8")) ?? "";
  const filePolicy = security.filePolicy({
    scriptHashes: Object.values(siteScripts).map(scriptHash),
    styleHashes: /(?:^|; )style-src ([^;]*)/.exec(notFound)?.[1]?.split(" ") ?? [],
  });
  const rules: HeaderRule[] = [{ path: "/*", headers: security.securityHeaders() }];
  const pageRule = (page: string, headers: Record<string, string>) => {
    for (const rulePath of pageRulePaths(page)) rules.push({ path: rulePath, headers });
  };
  if (authUrl) {
    // A build to publish has no local backend; a demo build's editor keeps Decap's usual one.
    const facts = {
      backendOrigins: [new URL(authUrl).origin],
      ...(mode !== "production" && { localBackend: security.LOCAL_CMS_BACKEND }),
    };
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
      const named = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
      const unnamed = inlineScriptsIn(html)
        .map(scriptHash)
        .filter((hash) => !named.includes(hash));
      if (unnamed.length > 0 || named.includes("'unsafe-inline'")) {
        throw new Error(
          `${file}: its <meta> policy does not allow each of its inline scripts by its hash`,
        );
      }
      pageRule(pageOfFile(file), { "Content-Security-Policy": security.asHeader(policy) });
    }
  }
  for (const kind of fileKinds) {
    if (kind.rule)
      rules.push({ path: kind.rule, headers: { "Content-Security-Policy": filePolicy } });
  }
  for (const feed of feeds) {
    rules.push({
      path: feed.path,
      headers: { "Content-Security-Policy": filePolicy, "Content-Type": feed.contentType },
    });
  }
  for (const file of await filesOf(path.join(root, "assets"))) {
    if (/\.(br|gz)$/.test(file)) continue;
    rules.push({
      path: `/assets/${file}`,
      headers: { "Cache-Control": "public, max-age=31536000, immutable" },
    });
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
  // Every page but the search page itself, from the pages as built, before they are compressed.
  const searchable = pagePaths().filter((page) => pathWithoutLocale(page) !== searchPagePath);
  const search = await buildSearchIndex(root, searchable);

  const config = readConfig(mode);
  if (admin) {
    await viteBuild({ configFile: path.resolve("admin/vite.config.ts"), mode, logLevel: "warn" });
  }
  const rules = await headerRules(root, pageFiles, admin ? config.cms.authUrl : undefined, mode);
  await writeFile(path.join(root, "_headers"), formatHeadersFile(rules));
  const redirects = redirectRules();
  await writeFile(path.join(root, "_redirects"), formatRedirectsFile(redirects));
  // Whatever public/, the prerendering, the search index and the editor put here, before any of it
  // is compressed: only what the site publishes on purpose.
  const otherPages = ["404.html", "es/404.html", ...(admin ? ["admin/index.html"] : [])];
  refuseUnpublishable(await filesOf(root), new Set([...pageFiles, ...otherPages]), feedFiles);
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
