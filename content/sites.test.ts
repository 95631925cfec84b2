import { phoneShape } from "./fields";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { locales } from "../i18n/locale";
import { localize, type Text } from "./localize";
import { organisation } from "./organisation";
import { programIds } from "./program-ids";
import { programById } from "./programs";
import { sitePageWords } from "./site-page";
import { sitesOffering } from "./program-sites";
import { contentText, parseContent } from "./read";
import { mainOffice, schoolSites, siteBySlug, siteSchema, sites } from "./sites";
import { minutesOf } from "../i18n/clock";
import { galaxyFile } from "./galaxy-file";
import { galaxy, galaxyHoursGroups } from "./galaxy";
import { siteHref, telHref } from "./site-format";

describe("site locations", () => {
  it("has the main office first with the number 0, then each school site with a number of its own", () => {
    const ids = sites.map((s) => s.id);
    expect(sites[0]).toBe(mainOffice);
    expect(mainOffice).toMatchObject({ id: 0, slug: "main-office" });
    expect(schoolSites).toEqual(sites.slice(1));
    expect(schoolSites.length).toBeGreaterThan(0);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(sites.map((s) => s.slug)).size).toBe(sites.length);
  });

  // The specification's rule: Galaxy and the subsidy programs are at every site. Which sites
  // offer Nova, the camps or summer, and their hours, are facts of the sites' files.
  it.each(sites.map((site) => [site.slug, site] as const))(
    "%s offers Galaxy and subsidy, as the spec requires, each program once, and opens before it closes",
    (_slug, site) => {
      expect(site.programs).toContain("galaxy");
      expect(site.programs).toContain("subsidy");
      expect(new Set(site.programs).size).toBe(site.programs.length);
      expect(minutesOf(site.hours.opens)).toBeLessThan(minutesOf(site.hours.closes));
    },
  );

  it.each(programIds)(
    "lists exactly the school sites whose files offer %s, in site order",
    (id) => {
      expect(sitesOffering(id)).toEqual(schoolSites.filter((site) => site.programs.includes(id)));
      expect(sitesOffering(id)).not.toContain(mainOffice);
    },
  );

  it("has a page per school site, never the office twice", () => {
    const paths = schoolSites.map(siteHref);
    expect(paths).toHaveLength(schoolSites.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const site of schoolSites) {
      expect(paths).toContain(`/locations/${site.slug}`);
      expect(siteBySlug(site.slug)).toBe(site);
    }
    expect(paths).not.toContain(siteHref(mainOffice));
    expect(siteBySlug(mainOffice.slug)).toBeUndefined();
  });

  it("names every site in both languages", () => {
    for (const site of sites) {
      expect(site.title.en).not.toBe("");
      expect(site.title.es).not.toBe("");
    }
  });

  it("gives every site a phone that dials as a US number and an e-mail address", () => {
    for (const site of sites) {
      expect(telHref(site.phone)).toMatch(/^tel:\+1\d{10}$/);
      expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
  });

  it("turns a phone number into a dialable tel: link", () => {
    expect(telHref("(530) 555-0188")).toBe("tel:+15305550188");
  });

  it("names the file and field when an edit of a site is wrong", () => {
    const file = `content/sites/${schoolSites[0]!.slug}.yaml`;
    const source = readFileSync(file, "utf8");
    expect(source).toMatch(/^phone: .*$/m);
    const broken = source.replace(/^phone: .*$/m, "phone: 916-555-0101");
    expect(() => parseContent(file, broken, siteSchema)).toThrow(`${file}: phone: ${phoneShape}`);
  });
});

// Galaxy's closing time is written once (content/galaxy.yaml); a site's file gives a closing
// time only when the site closes at another one, so one edit moves every other site.
describe("closing times", () => {
  const written = (slug: string) =>
    (parse(contentText(`content/sites/${slug}.yaml`)) as { hours: { closes?: string } }).hours
      .closes;

  it.each(schoolSites.map((site) => [site.slug, site] as const))(
    "%s closes at its own time if its file gives one, otherwise when Galaxy closes",
    (slug, site) => {
      expect(site.hours.closes).toBe(written(slug) || galaxyFile.closes);
    },
  );

  it("the Galaxy page lists, for each opening time, the closing time the sites close at", () => {
    const groups = galaxyHoursGroups("en");
    for (const group of groups) {
      const closes = new Set(group.sites.map((site) => site.hours.closes));
      expect(closes.size).toBe(1);
    }
    const following = schoolSites.filter((site) => !written(site.slug));
    for (const site of following) {
      const group = groups.find((each) => each.sites.includes(site))!;
      expect(group.hours).toContain(galaxy.closes.en);
    }
  });

  it("the main office gives its own closing time", () => {
    expect(written(mainOffice.slug)).toBe(mainOffice.hours.closes);
  });
});

describe("a school site's page", () => {
  /** content/site-page.yaml as staff wrote it, placeholders and all. */
  const written = parse(readFileSync("content/site-page.yaml", "utf8")) as {
    page: { title: Text; description: Text };
    lead: Text;
  };

  it.each(locales)(
    "fills its title, summary and introduction with the site's own facts (%s)",
    (locale) => {
      for (const site of schoolSites) {
        const words = sitePageWords(site, locale);
        const place = localize(site, locale);
        const facts: Record<string, string> = {
          site: place.title,
          school: place.school,
          city: place.city,
          name: organisation.name,
        };
        for (const [shown, template] of [
          [words.page.title, written.page.title[locale]],
          [words.page.description, written.page.description[locale]],
          [words.lead, written.lead[locale]],
        ] as const) {
          for (const [name, value] of Object.entries(facts)) {
            if (template.includes(`{${name}}`)) expect(shown).toContain(value);
          }
          expect(shown).not.toMatch(/[{}]/);
        }
        if (written.page.description[locale].includes("{programs}")) {
          for (const id of site.programs) {
            expect(words.page.description).toContain(programById(id).name[locale]);
          }
        }
      }
    },
  );

  it.each(locales)("gives every site a title and a summary of its own (%s)", (locale) => {
    const pages = schoolSites.map((site) => sitePageWords(site, locale).page);
    expect(new Set(pages.map((page) => page.title)).size).toBe(schoolSites.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(schoolSites.length);
  });
});
