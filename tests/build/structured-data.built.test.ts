import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "../../app/lib/config";
import { organisation } from "../../content/organisation";
import { siteHref } from "../../content/site-format";
import { mainOffice, schoolSites } from "../../content/sites";
import { localizePath, locales } from "../../i18n/locale";
import { builtPage, builtSite, pages } from "./built-site";
import { childCareProblems, organisationProblems, sitemapProblems } from "./seo-checks.mjs";

// What search engines read beside the pages: the organisation and each site as structured data,
// matching content, and the sitemap and robots.txt listing exactly the route table's pages.

const urlOf = (page: string) => `${config.siteUrl}${page === "/" ? "/" : page}`;
const jsonLdOf = (page: string) => builtPage(page).head.jsonLd;

describe("structured data, in both languages", () => {
  it("the home page describes the organisation as content does", () => {
    const problems = locales.flatMap((locale) => {
      const home = localizePath("/", locale);
      return organisationProblems(jsonLdOf(home), {
        organisation,
        mainOffice,
        homeUrl: urlOf(home),
      }).map((problem: string) => `${home}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it("each site page describes its site as its content file does", () => {
    const problems = locales.flatMap((locale) =>
      schoolSites.flatMap((site) => {
        const page = localizePath(siteHref(site), locale);
        return childCareProblems(jsonLdOf(page), {
          organisation,
          site: { ...site, title: site.title[locale] },
          pageUrl: urlOf(page),
        }).map((problem: string) => `${page}: ${problem}`);
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("the sitemap lists exactly the pages, each with the language versions its page names", () => {
    const xml = readFileSync(path.join(builtSite, "sitemap.xml"), "utf8");
    const alternatesOf = (url: string) =>
      builtPage(pages.find((page) => urlOf(page) === url)!).head.alternates;
    expect(sitemapProblems(xml, pages.map(urlOf), alternatesOf)).toEqual([]);
  });

  it("robots.txt points to the sitemap", () => {
    expect(readFileSync(path.join(builtSite, "robots.txt"), "utf8")).toContain(
      `Sitemap: ${config.siteUrl}/sitemap.xml`,
    );
  });
});
