import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "../../app/lib/config";
import { organisation } from "../../content/organisation";
import { siteHref } from "../../content/site-format";
import { mainOffice, schoolSites } from "../../content/sites";
import { localizePath, locales } from "../../i18n/locale";
import { builtPage, builtSite, pages } from "./built-site";
import {
  childCareProblems,
  eventProblems,
  organisationProblems,
  sitemapProblems,
} from "./seo-checks.mjs";
import { siteZone } from "../../i18n/days";

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

describe("events, in both languages", () => {
  const calendars = locales.map((locale) => localizePath("/calendar", locale));
  const eventsOf = (page: string) =>
    jsonLdOf(page).filter((entry: { "@type"?: string }) => entry["@type"] === "Event");

  it("each event on the calendar is a schema.org Event that Google's event results accept", () => {
    for (const page of calendars) {
      const checked = eventsOf(page).map((entry: object) =>
        eventProblems(entry, { zone: siteZone }),
      );
      expect(checked.length, `${page} has no Event JSON-LD`).toBeGreaterThan(0);
      expect(checked.flatMap((check: { problems: string[] }) => check.problems)).toEqual([]);
      // Google shows an event with a place; the sample calendar names one for most.
      expect(checked.some((check: { placed: boolean }) => check.placed)).toBe(true);
    }
  });

  it("describes every event the page lists, by the name it shows", () => {
    for (const page of calendars) {
      const described = new Set(eventsOf(page).map((entry: { name: string }) => entry.name));
      const listed = [
        ...builtPage(page).document.querySelectorAll("ol li [data-from-google]:first-child"),
      ].map((title) => title.textContent?.trim());
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.filter((name) => !described.has(name ?? ""))).toEqual([]);
    }
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
