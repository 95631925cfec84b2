// `npm run check:seo`: every built page has its own title, description, canonical URL, Open Graph
// and Twitter tags and valid JSON-LD; the home page describes the organisation and each site
// page its site (from content); sitemap.xml and robots.txt list exactly the route table's pages.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { localeOf, localizePath, pathWithoutLocale } from "../../app/lib/i18n/locale.ts";
import { redirects } from "../../scripts/route-paths.mjs";
import {
  childCareProblems,
  duplicates,
  languageProblems,
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
/** The addresses of a page's English and Spanish versions. */
function versionsOf(page) {
  const english = pathWithoutLocale(page);
  return { englishUrl: urlOf(english), spanishUrl: urlOf(localizePath(english, "es")) };
}

for (const page of pages) {
  if (!existsSync(fileOf(page))) {
    report(page, ["no prerendered page"]);
    continue;
  }
  const head = readHead(readFileSync(fileOf(page), "utf8"));
  report(page, pageProblems(head, urlOf(page)));
  report(page, languageProblems(head, { lang: localeOf(page), ...versionsOf(page) }));
  if (head.robots?.includes("noindex")) report(page, ["is noindex but listed as a page"]);
  checked.push({ path: page, head });
}
// A page and its other-language version may share a title (a site's name is the same in both);
// within one language no two pages do.
for (const locale of ["en", "es"]) {
  const inLanguage = checked.filter((page) => localeOf(page.path) === locale);
  for (const field of ["title", "description"]) {
    for (const { value, paths } of duplicates(inLanguage, field)) {
      report(paths.join(", "), [`share the ${field} "${value}"`]);
    }
  }
}

for (const locale of ["en", "es"]) {
  const inLanguage = (page) => localizePath(page, locale);
  const homePath = inLanguage("/");
  const home = checked.find((page) => page.path === homePath);
  if (home) {
    report(homePath, organisationProblems(home.head.jsonLd, { ...facts, homeUrl: urlOf(homePath) }));
  }
  for (const site of facts.schoolSites) {
    const page = inLanguage(facts.siteHref(site));
    const built = checked.find((entry) => entry.path === page);
    const localSite = { ...site, title: site.title[locale] };
    if (!built) report(page, ["site page missing"]);
    else {
      report(
        page,
        childCareProblems(built.head.jsonLd, {
          ...facts,
          site: localSite,
          pageUrl: urlOf(page),
          homeUrl: urlOf(homePath),
        }),
      );
    }
  }
}

for (const [file, lang] of [
  ["404.html", "en"],
  ["es/404.html", "es"],
]) {
  const notFound = readHead(readFileSync(path.join(root, file), "utf8"));
  if (!notFound.robots?.includes("noindex")) report(file, ["should be noindex"]);
  if (!notFound.title.trim()) report(file, ["needs a title"]);
  if (notFound.lang !== lang) report(file, [`should be in ${lang}`]);
}
for (const from of Object.keys(redirects)) {
  const head = readHead(readFileSync(fileOf(from), "utf8"));
  if (!head.robots?.includes("noindex")) report(from, ["a redirect page should be noindex"]);
}

report(
  "sitemap.xml",
  sitemapProblems(readFileSync(path.join(root, "sitemap.xml"), "utf8"), pages.map(urlOf), (url) => {
    const page = checked.find((entry) => urlOf(entry.path) === url);
    return page?.head.alternates;
  }),
);
const robots = readFileSync(path.join(root, "robots.txt"), "utf8");
if (!robots.includes(`Sitemap: ${siteUrl}/sitemap.xml`))
  report("robots.txt", ["should point to the sitemap"]);

if (problems.length > 0) {
  console.error(`SEO check failed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `SEO check: ${checked.length} pages in two languages with their own title, description, canonical, language ` +
    `versions, Open Graph and Twitter tags; NGO and ${facts.schoolSites.length} ChildCare entries per language ` +
    `match content; sitemap lists exactly the ${pages.length} pages with their versions.`,
);
