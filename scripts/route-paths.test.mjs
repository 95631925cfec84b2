import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { schoolSites } from "../content/sites";
import { pagePaths, redirects, robotsTxt, routePaths, sitemapXml } from "./route-paths.mjs";

describe("paths from the route table", () => {
  it("flattens nested, index, dynamic and splat routes", () => {
    const table = [
      { index: true },
      { path: "about", children: [{ index: true }, { path: "team" }, { path: ":member" }] },
      { path: "files/*" },
    ];
    expect(routePaths(table)).toEqual(["/", "/about", "/about", "/about/team"]);
    expect(pagePaths(table)).toEqual(["/", "/about", "/about/team"]);
  });

  it("list every site page and leave out redirects and the Not Found route", () => {
    const pages = pagePaths(routes);
    for (const site of schoolSites) expect(pages).toContain(`/locations/${site.slug}`);
    expect(pages).toContain("/");
    expect(pages).toContain("/accessibility");
    for (const from of Object.keys(redirects)) expect(pages).not.toContain(from);
    expect(pages.some((page) => page.includes("*"))).toBe(false);
    expect(new Set(pages).size).toBe(pages.length);
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
    const alternates = (loc) => {
      const entry = xml.split("<url>").find((block) => block.includes(`<loc>${loc}</loc>`));
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

  it("points robots.txt at the sitemap and keeps the content editor out of search results", () => {
    expect(robotsTxt("https://s.org")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://s.org/sitemap.xml\n",
    );
  });
});
