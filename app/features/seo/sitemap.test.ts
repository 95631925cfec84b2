import { describe, expect, it } from "vitest";
import { pagePaths } from "~/page-list";
import { movedPages } from "~/redirects";
import { schoolSites } from "~content/sites";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("the pages the sitemap lists", () => {
  it("are every site page and every page in both languages, without old addresses", () => {
    const pages = pagePaths();
    for (const site of schoolSites) {
      expect(pages).toContain(`/locations/${site.slug}`);
      expect(pages).toContain(`/es/locations/${site.slug}`);
    }
    expect(pages).toContain("/");
    expect(pages).toContain("/es");
    for (const from of Object.keys(movedPages)) expect(pages).not.toContain(from);
    expect(new Set(pages).size).toBe(pages.length);
    expect(pagePaths("es")).toHaveLength(pagePaths("en").length);
  });
});

describe("sitemap and robots.txt", () => {
  it("lists each page once, absolute and sorted", () => {
    const xml = sitemapXml("https://star.example.org", ["/b", "/", "/a"]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://star.example.org/",
      "https://star.example.org/a",
      "https://star.example.org/b",
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });

  it("gives every page its English, Spanish and default versions", () => {
    const xml = sitemapXml("https://s.org", ["/es/contact", "/contact", "/", "/es"]);
    const alternates = (loc: string) => {
      const entry = xml.split("<url>").find((block) => block.includes(`<loc>${loc}</loc>`))!;
      return [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
    };
    const contact = [
      "en https://s.org/contact",
      "es https://s.org/es/contact",
      "x-default https://s.org/contact",
    ];
    expect(alternates("https://s.org/contact")).toEqual(contact);
    expect(alternates("https://s.org/es/contact")).toEqual(contact);
    expect(alternates("https://s.org/es")).toEqual([
      "en https://s.org/",
      "es https://s.org/es",
      "x-default https://s.org/",
    ]);
  });

  it("says when each page last changed, where that is known", () => {
    const lastmods = (xml: string) =>
      [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);
    expect(lastmods(sitemapXml("https://s.org", ["/", "/es"], "2026-11-30"))).toEqual([
      "2026-11-30",
      "2026-11-30",
    ]);
    expect(lastmods(sitemapXml("https://s.org", ["/", "/es"]))).toEqual([]);
  });

  it("points robots.txt at the sitemap and keeps the content editor out of search results", () => {
    expect(robotsTxt("https://s.org")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://s.org/sitemap.xml\n",
    );
  });
});
