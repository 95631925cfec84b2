import { describe, expect, it } from "vitest";
import { districts } from "../../content/districts";
import { nsdCampsPage } from "../../content/nsd-camps";
import { sitesOffering } from "../../content/program-sites";
import { summer2025 } from "../../content/summer-2025";
import { localizePath, locales } from "../../i18n/locale";
import { builtPage } from "./built-site";

// The pages that list school sites, each in its own order, read from content: a site added in
// the editor (tests/office-edits/ adds one to the first district, numbered last) shows where
// each page's rule puts it, and no test expects another order.

/** The site pages a part of a page links to, by slug, in the page's order. */
const linkedSites = (part: Element | null | undefined) =>
  [...(part?.querySelectorAll('a[href*="/locations/"]') ?? [])].map((link) =>
    link.getAttribute("href")!.split("/").pop(),
  );

/** The section a heading names, found by the heading's words. */
function sectionNamed(document: Document, level: string, words: string) {
  const heading = [...document.querySelectorAll(level)].find(
    (each) => each.textContent?.trim() === words,
  );
  return heading?.closest("section");
}

describe("the Non-School Day Camps page", () => {
  it.each(locales)(
    "lists its sites district by district, in the districts' order (%s)",
    (locale) => {
      const { document } = builtPage(localizePath("/programs/nsd-camps", locale));
      const list = sectionNamed(document, "h2", nsdCampsPage.sites.heading[locale]);
      const offered = sitesOffering("nsd");
      for (const district of districts) {
        expect(
          linkedSites(sectionNamed(list!.ownerDocument, "h3", district.name)),
          district.id,
        ).toEqual(offered.filter((site) => site.district === district.id).map((site) => site.slug));
      }
      expect(linkedSites(list)).toHaveLength(offered.length);
    },
  );
});

describe("the Summer Camp page's past summer", () => {
  it.each(locales)("lists the sites that offer Summer Camp, in the sites' order (%s)", (locale) => {
    const { document } = builtPage(localizePath("/programs/summer-camp", locale));
    const locations = sectionNamed(document, "h3", summer2025.locations.heading[locale]);
    expect(linkedSites(locations)).toEqual(sitesOffering("summer").map((site) => site.slug));
  });
});
