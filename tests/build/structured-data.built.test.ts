import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "../../app/lib/config";
import { organisation } from "../../content/organisation";
import { siteHref } from "../../content/site-format";
import { mainOffice, schoolSites } from "../../content/sites";
import { localizePath, locales, pathWithoutLocale } from "../../i18n/locale";
import { searchPagePath } from "../../app/page-list";
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

  it("each event it describes is a schema.org Event that Google's event results accept, with its place", () => {
    for (const page of calendars) {
      const events = eventsOf(page);
      expect(events.length, `${page} has no Event JSON-LD`).toBeGreaterThan(0);
      expect(events.flatMap((entry: object) => eventProblems(entry, { zone: siteZone }))).toEqual(
        [],
      );
    }
  });

  it("describes only events the page lists, by the name it shows, in the language the page marks it in", () => {
    for (const page of calendars) {
      const titles = [
        ...builtPage(page).document.querySelectorAll("ol li [data-from-google]:first-child"),
      ];
      const listed = new Map(
        titles.map((title) => [
          title.textContent?.trim(),
          title.closest("[lang]")?.getAttribute("lang"),
        ]),
      );
      expect(listed.size).toBeGreaterThan(0);
      const described = eventsOf(page) as { name: string; inLanguage?: string }[];
      expect(described.filter(({ name }) => !listed.has(name))).toEqual([]);
      expect(described.filter(({ name, inLanguage }) => inLanguage !== listed.get(name))).toEqual(
        [],
      );
    }
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("the sitemap lists exactly the pages but the search page, each with the language versions its page names and the day it last changed", () => {
    const xml = readFileSync(path.join(builtSite, "sitemap.xml"), "utf8");
    const alternatesOf = (url: string) =>
      builtPage(pages.find((page) => urlOf(page) === url)!).head.alternates;
    const listed = pages.filter((page) => pathWithoutLocale(page) !== searchPagePath);
    expect(listed.length).toBe(pages.length - 2);
    expect(sitemapProblems(xml, listed.map(urlOf), alternatesOf)).toEqual([]);
    // The build runs in a clone with its history, so git knows the day.
    const days = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]!);
    expect(days).toHaveLength(listed.length);
    for (const day of days) {
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(day)).toBeLessThanOrEqual(Date.now());
    }
  });

  it("robots.txt points to the sitemap", () => {
    expect(readFileSync(path.join(builtSite, "robots.txt"), "utf8")).toContain(
      `Sitemap: ${config.siteUrl}/sitemap.xml`,
    );
  });
});
