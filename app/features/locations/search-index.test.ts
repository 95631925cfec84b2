import { describe, expect, it } from "vitest";
import { locales, type Locale } from "~i18n/locale";
import { districts } from "~content/districts";
import { familyResourceTopics } from "~content/family-help";
import { localize } from "~content/localize";
import { isNavGroup, mainNavigation } from "~content/navigation";
import { pricingSheets } from "~content/pricing";
import { programById, programs } from "~content/programs";
import { searchIndex, type SearchEntry } from "./search-index.server";
import { siteHref, siteName } from "~content/site-format";
import { schoolSites, sites } from "~content/sites";
import { summerPreviews } from "~content/summer-previews";

// The route table of the specification (section 2), site pages included.
const routes = new Set([
  "/",
  "/programs",
  "/programs/galaxy",
  "/programs/pricing",
  "/programs/subsidy",
  "/programs/nova",
  "/programs/nsd-camps",
  "/programs/summer-camp",
  "/locations",
  "/locations/main-office",
  ...schoolSites.map(siteHref),
  "/about/about-star",
  "/about/employment",
  "/about/parent-resources",
  "/about/donations",
  "/contact",
  "/calendar",
  "/summer-preview-eu",
  "/summer-preview-wp",
  "/summer-preview-rafos",
]);

const anchors = new Set(familyResourceTopics.map((topic) => topic.id));
const english = searchIndex("en");
const spanish = searchIndex("es");

/** The menu's links in a language, groups opened. */
const menuLinks = (locale: Locale) =>
  localize(mainNavigation, locale).flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry]));

/** A path without the Spanish prefix. */
const plain = (url: string, locale: Locale) =>
  locale === "es" && url.startsWith("/es") ? url.slice(3) || "/" : url;

const ofKind = (index: SearchEntry[], kind: SearchEntry["kind"]) =>
  index.filter((entry) => entry.kind === kind);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// How the search's own words (messages/, not content) name what content holds.
const words = {
  en: {
    pricing: (sheet: string, program: string) => `${sheet} ${program} pricing sheet`,
    district: (name: string) => `${name} website`,
    preview: (heading: string) => new RegExp(`^${escaped(heading)} \\d{4} preview$`),
    programsPage: "Programs",
  },
  es: {
    pricing: (sheet: string, program: string) => `Hoja de precios de ${program}: ${sheet}`,
    district: (name: string) => `Sitio web de ${name}`,
    preview: (heading: string) => new RegExp(`^${escaped(heading)} \\(\\d{4}\\)$`),
    programsPage: "Programas",
  },
};

describe.each(locales)("search index in %s", (locale) => {
  const index = searchIndex(locale);

  it("has one entry per site, program, help topic, account link, pricing sheet, district and page, with unique ids and titles", () => {
    expect(new Set(index.map((e) => e.id)).size).toBe(index.length);
    expect(new Set(index.map((e) => e.title.toLowerCase())).size).toBe(index.length);
    const external = menuLinks(locale).filter((link) => link.external);
    const counts: Record<string, number> = {};
    for (const entry of index) counts[entry.kind] = (counts[entry.kind] ?? 0) + 1;
    expect(counts).toMatchObject({
      site: sites.length,
      program: programs.length,
      topic: familyResourceTopics.length,
      account: external.length,
      pricing: pricingSheets.length,
      district: districts.length,
    });
  });

  it("covers sites, programs, help topics, account links, pricing sheets, districts and pages", () => {
    const urls = (kind: SearchEntry["kind"]) =>
      ofKind(index, kind).map((e) => plain(e.url, locale));
    expect(ofKind(index, "site").map((e) => e.id)).toEqual(sites.map((s) => `site-${s.slug}`));
    expect(urls("site")).toEqual(sites.map(siteHref));
    expect(ofKind(index, "program").map((e) => e.id)).toEqual(
      programs.map((p) => `program-${p.id}`),
    );
    expect(urls("program")).toEqual(programs.map((p) => p.route));
    expect(urls("topic")).toEqual(
      familyResourceTopics.map((t) => `/about/parent-resources#${t.id}`),
    );
    expect(urls("account")).toEqual(
      menuLinks(locale)
        .filter((link) => link.external)
        .map((link) => link.href),
    );
    expect(urls("pricing")).toEqual(pricingSheets.map((sheet) => sheet.href));
    expect(urls("district")).toEqual(districts.map((district) => district.href));
    expect(urls("page")).toEqual(expect.arrayContaining(["/", "/programs", "/locations"]));
    expect(urls("page")).toEqual(
      expect.arrayContaining(summerPreviews.map((preview) => preview.path)),
    );
  });

  it("names every site and the account links as families know them, and the rest from content and the search's own words", () => {
    const title = (id: string) => index.find((e) => e.id === id)?.title;
    for (const site of localize(sites, locale)) {
      expect(title(`site-${site.slug}`)).toBe(`${siteName(site)}, ${site.city}`);
    }
    for (const program of localize(programs, locale)) {
      expect([program.name, `${program.name}: ${program.tooltip}`]).toContain(
        title(`program-${program.id}`),
      );
    }
    const galaxy = programById("galaxy").name[locale];
    const pricing = ofKind(index, "pricing").map((e) => e.title);
    expect(pricing).toEqual(
      pricingSheets.map((sheet) => words[locale].pricing(sheet.label, galaxy)),
    );
    expect(ofKind(index, "district").map((e) => e.title)).toEqual(
      districts.map((district) => words[locale].district(district.name)),
    );
    const topics = localize(familyResourceTopics, locale);
    expect(ofKind(index, "topic").map((e) => e.title)).toEqual(topics.map((t) => t.title));
    const links = menuLinks(locale);
    for (const entry of ofKind(index, "page")) {
      const link = links.find((item) => item.href === plain(entry.url, locale));
      const preview = summerPreviews.find((p) => p.path === plain(entry.url, locale));
      if (preview) expect(entry.title).toMatch(words[locale].preview(preview.heading[locale]));
      else if (plain(entry.url, locale) === "/programs") {
        expect(entry.title).toBe(words[locale].programsPage);
      } else {
        expect(link).toBeDefined();
        expect(entry.title).toBe(
          link!.subtitle ? `${link!.label}: ${link!.subtitle}` : link!.label,
        );
      }
    }
    for (const entry of ofKind(index, "account")) {
      expect(links.find((link) => link.href === entry.url)?.label).toBe(entry.title);
    }
  });

  it.each(index.map((e) => [e.id, e.url] as const))(
    "%s points at a real route, help anchor or https address (%s)",
    (_id, url) => {
      if (url.startsWith("/")) {
        const [path, hash] = url.split("#");
        const prefix = locale === "es" ? "/es" : "";
        expect(path!.startsWith(prefix)).toBe(true);
        const plain = path!.slice(prefix.length) || "/";
        expect(routes.has(plain)).toBe(true);
        if (hash !== undefined) {
          expect(plain).toBe("/about/parent-resources");
          expect(anchors.has(hash)).toBe(true);
        }
      } else {
        expect(new URL(url).protocol).toBe("https:");
      }
    },
  );

  it("marks exactly the addresses elsewhere as English only", () => {
    for (const entry of index) expect(entry.english).toBe(!entry.url.startsWith("/"));
  });
});

describe("search index", () => {
  it("holds the same entries in both languages, in the same order", () => {
    expect(spanish.map((e) => [e.id, e.kind])).toEqual(english.map((e) => [e.id, e.kind]));
  });

  it("titles Spanish entries in Spanish, keeping names and places", () => {
    spanish.forEach((entry, index) => {
      const other = english[index]!;
      if (entry.kind === "program") {
        const program = programs.find((p) => `program-${p.id}` === entry.id)!;
        expect(entry.title.startsWith(program.name.es)).toBe(true);
        if (program.tooltip.es !== program.tooltip.en) expect(entry.title).not.toBe(other.title);
      }
      if (entry.kind === "site") {
        const site = sites.find((s) => `site-${s.slug}` === entry.id)!;
        expect(entry.title.endsWith(`, ${site.city}`)).toBe(true);
        expect(entry.title.startsWith(siteName(localize(site, "es")))).toBe(true);
      }
      if (entry.kind === "pricing" || entry.kind === "district") {
        expect(entry.title).not.toBe(other.title);
      }
    });
  });

  it("leads Spanish pages to Spanish pages and leaves other addresses as they are", () => {
    spanish.forEach((entry, index) => {
      const url = english[index]!.url;
      if (url.startsWith("/")) expect(entry.url).toBe(url === "/" ? "/es" : `/es${url}`);
      else expect(entry.url).toBe(url);
    });
    const autopay = (index: SearchEntry[]) => index.find((e) => e.id === "topic-autopay")?.url;
    expect(autopay(english)).toBe("/about/parent-resources#autopay");
    expect(autopay(spanish)).toBe("/es/about/parent-resources#autopay");
  });
});
