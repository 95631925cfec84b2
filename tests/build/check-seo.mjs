// `npm run check:seo`: every built page has its own title, description, canonical URL, Open Graph
// and Twitter tags and valid JSON-LD; the home page describes the organisation and each site
// page its site (from content); sitemap.xml and robots.txt list exactly the route table's pages.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { redirects } from "../../scripts/route-paths.mjs";
import {
  childCareProblems,
  duplicates,
  organisationProblems,
  pageProblems,
  readHead,
  sitemapProblems,
} from "./seo-checks.mjs";
import { loadConfig, loadOrganisationFacts, loadRoutes } from "../../scripts/site-facts.mjs";

const root = path.resolve("build/client");
const { siteUrl } = await loadConfig();
const { pages } = await loadRoutes();
const facts = await loadOrganisationFacts();
const urlOf = (page) => `${siteUrl}${page === "/" ? "/" : page}`;
const fileOf = (page) => path.join(root, page, "index.html");

const problems = [];
const report = (where, list) => problems.push(...list.map((problem) => `${where}: ${problem}`));

const checked = [];
for (const page of pages) {
  if (!existsSync(fileOf(page))) {
    report(page, ["no prerendered page"]);
    continue;
  }
  const head = readHead(readFileSync(fileOf(page), "utf8"));
  report(page, pageProblems(head, urlOf(page)));
  if (head.robots?.includes("noindex")) report(page, ["is noindex but listed as a page"]);
  checked.push({ path: page, head });
}
for (const field of ["title", "description"]) {
  for (const { value, paths } of duplicates(checked, field)) {
    report(paths.join(", "), [`share the ${field} "${value}"`]);
  }
}

const home = checked.find((page) => page.path === "/");
if (home) {
  report("/", organisationProblems(home.head.jsonLd, { ...facts, homeUrl: urlOf("/") }));
}
for (const site of facts.schoolSites) {
  const page = facts.siteHref(site);
  const built = checked.find((entry) => entry.path === page);
  if (!built) report(page, ["site page missing"]);
  else report(page, childCareProblems(built.head.jsonLd, { ...facts, site, pageUrl: urlOf(page) }));
}

const notFound = readHead(readFileSync(path.join(root, "404.html"), "utf8"));
if (!notFound.robots?.includes("noindex")) report("404.html", ["should be noindex"]);
if (!notFound.title.trim()) report("404.html", ["needs a title"]);
for (const from of Object.keys(redirects)) {
  const head = readHead(readFileSync(fileOf(from), "utf8"));
  if (!head.robots?.includes("noindex")) report(from, ["a redirect page should be noindex"]);
}

report(
  "sitemap.xml",
  sitemapProblems(readFileSync(path.join(root, "sitemap.xml"), "utf8"), pages.map(urlOf)),
);
const robots = readFileSync(path.join(root, "robots.txt"), "utf8");
if (!robots.includes(`Sitemap: ${siteUrl}/sitemap.xml`))
  report("robots.txt", ["should point to the sitemap"]);

if (problems.length > 0) {
  console.error(`SEO check failed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `SEO check: ${checked.length} pages with their own title, description, canonical, Open Graph and Twitter tags; ` +
    `NGO and ${facts.schoolSites.length} ChildCare entries match content; sitemap lists exactly the ${pages.length} pages.`,
);
