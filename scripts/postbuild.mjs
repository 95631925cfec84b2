// After `react-router build`: put the Not Found pages where static hosts look for them, write
// sitemap.xml and robots.txt from the route table, write the host's rules (`_headers`: the
// headers of every response, and the security policy of each page with React, from the scripts
// in that page; `_redirects`: old addresses and the Spanish Not Found page), and precompress text
// files for the server and CDNs. The pages themselves are not changed.
import { existsSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatHeadersFile, formatRedirectsFile } from "./host-rules.mjs";
import { redirectRules, robotsTxt, sitemapXml } from "./route-paths.mjs";
import { loadAdminFacts, loadHeaderFacts, loadRoutes, loadSecurityPolicy } from "./site-facts.mjs";

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
 * The `_headers` rules: the headers every response carries, then, for each page with React,
 * a policy allowing exactly the inline scripts React Router wrote into it (under the path with
 * and without its trailing slash, which hosts treat as one page).
 */
export async function headerRules(root, facts, security, admin) {
  const rules = [{ path: "/*", headers: security.securityHeaders() }];
  if (admin) {
    for (const rulePath of ["/admin", "/admin/"]) {
      rules.push({ path: rulePath, headers: security.adminHeaders(admin) });
    }
  }
  for (const file of await htmlFiles(root)) {
    const html = await readFile(file, "utf8");
    if (!hydrates(html) || !file.endsWith(`${path.sep}index.html`)) continue;
    const policy = security.reactPagePolicy({
      ...facts,
      scriptHashes: inlineScripts(html).map(security.scriptHash),
    });
    const page = pagePathOf(root, file);
    for (const rulePath of page === "/" ? ["/"] : [page, `${page}/`]) {
      rules.push({ path: rulePath, headers: { "Content-Security-Policy": policy } });
    }
  }
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
  // Every path is prerendered, so the SPA fallback would only ever hide a missing page.
  await rm(path.join(root, "__spa-fallback.html"), { force: true });

  const { pages } = await loadRoutes();
  await checkPages(root, pages);
  const facts = await loadHeaderFacts();
  await writeFile(path.join(root, "sitemap.xml"), sitemapXml(facts.siteUrl, pages));
  await writeFile(path.join(root, "robots.txt"), robotsTxt(facts.siteUrl));

  const admin = existsSync(path.join(root, "admin/index.html"))
    ? await loadAdminFacts()
    : undefined;
  const rules = await headerRules(root, facts, await loadSecurityPolicy(), admin);
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
