// After `react-router build`: put the Not Found pages where static hosts look for them, write
// sitemap.xml and robots.txt from the route table, write the host's rules (`_headers`: the
// headers of every response, and the security policy of each page with React, which the page
// also carries in its <meta>; `_redirects`: old addresses and the Spanish Not Found page), and
// precompress text files for the server and CDNs. The pages themselves are not changed.
import { existsSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatHeadersFile, formatRedirectsFile } from "./host-rules.mjs";
import { redirectRules, robotsTxt, sitemapXml } from "./route-paths.mjs";
import { PAGE_SCRIPT_HASHES_FILE } from "../app/lib/page-script-hashes.ts";
import { loadAdminFacts, loadConfig, loadRoutes, loadSecurityPolicy } from "./site-facts.mjs";

export async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The site's pages; the content editor in admin/ is an app of its own. */
async function htmlFiles(root) {
  const files = [];
  const admin = path.join(root, "admin") + path.sep;
  for await (const file of walk(root)) {
    if (file.endsWith(".html") && !file.startsWith(admin)) files.push(file);
  }
  return files.sort();
}

/** The path a prerendered `…/index.html` answers, e.g. "/locations/maidu-star". */
export function pagePathOf(root, file) {
  const dir = path.relative(root, path.dirname(file)).split(path.sep).join("/");
  return dir === "" ? "/" : `/${dir}`;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** Inline scripts the browser runs: not JSON-LD or other data blocks. */
export function inlineScripts(html) {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => {
      const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
      return !type || type === "module" || /javascript/.test(type);
    })
    .map(([, , source]) => source);
}

/** A page hydrates when React Router put its module script in it. */
export function hydrates(html) {
  return /<script[^>]*type="module"/.test(html);
}

/** The policy a page carries in its <meta>, as the browser reads the attribute. */
export function metaPolicy(html) {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  return content
    ?.replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}

/** The inline scripts (or stylesheets) a policy allows by hash. */
function allowedHashes(policy, directive = "script-src") {
  return (new RegExp(`(?:^|; )${directive} ([^;]*)`).exec(policy ?? "")?.[1] ?? "")
    .split(" ")
    .filter((value) => value.startsWith("'sha256-"))
    .sort();
}

const INLINE_STYLE = /<style(?![^>]*\bhref=)[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The pages whose own policy would refuse their inline stylesheet: it must be allowed by its
 * hash, or by 'unsafe-inline' on a page with React.
 */
export async function pagesRefusingTheirStyles(root, styleHash) {
  const refusing = [];
  for (const file of await htmlFiles(root)) {
    const html = await readFile(file, "utf8");
    const policy = metaPolicy(html) ?? "";
    if (/(?:^|; )style-src [^;]*'unsafe-inline'/.test(policy)) continue;
    const allowed = allowedHashes(policy, "style-src");
    const styles = [...html.matchAll(INLINE_STYLE)].map(([, text]) => styleHash(text));
    if (styles.some((hash) => !allowed.includes(hash))) refusing.push(path.relative(root, file));
  }
  return refusing;
}

/** Each page with React, with the hashes of the inline scripts React Router wrote into it. */
async function pagesWithReact(root, scriptHash) {
  const pages = [];
  for (const file of await htmlFiles(root)) {
    const html = await readFile(file, "utf8");
    if (!hydrates(html) || !file.endsWith(`${path.sep}index.html`)) continue;
    const hashes = [...new Set(inlineScripts(html).map(scriptHash))].sort();
    pages.push({ page: pagePathOf(root, file), html, hashes });
  }
  return pages;
}

/**
 * Between the two renderings of a build (scripts/build.mjs): writes each page with React's
 * inline-script hashes where entry.server.tsx reads them, and says whether any page still lacks
 * a policy allowing exactly those, so that a second rendering is needed.
 */
export async function collectPageScriptHashes(root) {
  const { scriptHash } = await loadSecurityPolicy();
  const pages = await pagesWithReact(root, scriptHash);
  await mkdir(path.dirname(PAGE_SCRIPT_HASHES_FILE), { recursive: true });
  await writeFile(
    PAGE_SCRIPT_HASHES_FILE,
    JSON.stringify(Object.fromEntries(pages.map(({ page, hashes }) => [page, hashes])), null, 2),
  );
  return pages.some(({ html, hashes }) => allowedHashes(metaPolicy(html)).join() !== hashes.join());
}

/** The pages the route table promises and the indexable pages the build holds must agree. */
export async function checkPages(root, pages) {
  const built = new Set();
  for (const file of await htmlFiles(root)) {
    if (!file.endsWith(`${path.sep}index.html`)) continue;
    const html = await readFile(file, "utf8");
    if (!/<meta name="robots" content="noindex"/.test(html)) built.add(pagePathOf(root, file));
  }
  const missing = pages.filter((page) => !built.has(page));
  const unlisted = [...built].filter((page) => !pages.includes(page));
  const problems = [
    ...missing.map((page) => `${page}: in the route table, but no indexable page was built`),
    ...unlisted.map((page) => `${page}: built and indexable, but not in the route table`),
  ];
  if (problems.length > 0)
    throw new Error(`Sitemap and build disagree:\n  ${problems.join("\n  ")}`);
}

/**
 * The `_headers` rules: the headers every response carries, then, for /admin and each page with
 * React, that page's own policy, the one it carries in its <meta> with what only headers can
 * carry added (under the path with and without its trailing slash, which hosts treat as one
 * page). A page whose <meta> does not allow exactly the inline scripts it holds fails the build.
 */
export async function headerRules(root, security, admin) {
  const rules = [{ path: "/*", headers: security.securityHeaders() }];
  const pageRule = (page, headers) => {
    for (const rulePath of page === "/" ? ["/"] : [page, `${page}/`]) {
      rules.push({ path: rulePath, headers });
    }
  };
  if (admin) {
    const html = await readFile(path.join(root, "admin/index.html"), "utf8");
    const headers = security.adminHeaders(admin);
    if (security.asHeader(metaPolicy(html) ?? "") !== headers["Content-Security-Policy"]) {
      throw new Error("admin/index.html: its <meta> policy is not the editor's policy");
    }
    pageRule("/admin", headers);
  }
  const problems = [];
  for (const { page, html, hashes } of await pagesWithReact(root, security.scriptHash)) {
    const policy = metaPolicy(html);
    if (!policy) problems.push(`${page}: no policy in its <meta>`);
    else if (allowedHashes(policy).join() !== hashes.join()) {
      problems.push(`${page}: its <meta> policy does not allow exactly its inline scripts`);
    } else pageRule(page, { "Content-Security-Policy": security.asHeader(policy) });
  }
  if (problems.length > 0) throw new Error(`Page policies:\n  ${problems.join("\n  ")}`);
  return rules;
}

export async function precompress(root) {
  const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
  let count = 0;
  for await (const file of walk(root)) {
    if (!compressible.test(file) || (await stat(file)).size < 512) continue;
    const body = await readFile(file);
    await writeFile(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

async function postbuild(root) {
  for (const language of ["", "es"]) {
    const folder = path.join(root, language);
    await rename(path.join(folder, "404/index.html"), path.join(folder, "404.html"));
    await rm(path.join(folder, "404"), { recursive: true });
  }
  // Every path is prerendered, so the SPA fallback would only ever hide a missing page; and
  // public/README.md tells developers what the folder is for, it is not a file of the site.
  await rm(path.join(root, "__spa-fallback.html"), { force: true });
  await rm(path.join(root, "README.md"), { force: true });

  const { pages } = await loadRoutes();
  await checkPages(root, pages);
  const { siteUrl } = await loadConfig();
  await writeFile(path.join(root, "sitemap.xml"), sitemapXml(siteUrl, pages));
  await writeFile(path.join(root, "robots.txt"), robotsTxt(siteUrl));

  const admin = existsSync(path.join(root, "admin/index.html"))
    ? await loadAdminFacts()
    : undefined;
  const security = await loadSecurityPolicy();
  const refusing = await pagesRefusingTheirStyles(root, security.scriptHash);
  if (refusing.length > 0) {
    throw new Error(`Their own policy refuses their stylesheet:\n  ${refusing.join("\n  ")}`);
  }
  const rules = await headerRules(root, security, admin);
  await writeFile(path.join(root, "_headers"), formatHeadersFile(rules));
  const redirects = redirectRules();
  await writeFile(path.join(root, "_redirects"), formatRedirectsFile(redirects));
  const compressed = await precompress(root);
  console.log(
    `postbuild: 404.html, sitemap.xml (${pages.length} pages), robots.txt, _headers ` +
      `(${rules.length - 1} page rules), _redirects (${redirects.length} rules), ` +
      `${compressed} files precompressed`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await postbuild(path.resolve("build/client"));
}
