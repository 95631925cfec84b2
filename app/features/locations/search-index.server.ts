import { localizePath, type Locale } from "~i18n/locale";
import { m } from "~i18n/paraglide/messages";
import { districts } from "~content/districts";
import { familyResourceHref, familyResourceTopics } from "~content/family-help";
import { localize } from "~content/localize";
import { isNavGroup, mainNavigation, type NavLink } from "~content/navigation";
import { pricingSheets } from "~content/pricing";
import { programById, programs } from "~content/programs";
import { siteHref, siteName } from "~content/site-format";
import { sites } from "~content/sites";
import { summerPreviews } from "~content/summer-previews";

import type { SearchEntry } from "./search-entry";

export type { SearchEntry, SearchKind } from "./search-entry";

/** The season the summer preview pages show, as their titles say. */
const SUMMER_PREVIEW_YEAR = 2025;

/** The menu's links, groups opened, in menu order. */
function menuLinks(locale: Locale): NavLink[] {
  return localize(mainNavigation, locale).flatMap((entry) =>
    isNavGroup(entry) ? entry.items : [entry],
  );
}

// Pages reached from the menu take their menu label; the programs overview and the summer
// previews are not in the menu.
const menuPages = [
  "/",
  "/programs/pricing",
  "/locations",
  "/about/about-star",
  "/about/employment",
  "/calendar",
  "/about/parent-resources",
  "/about/donations",
  "/contact",
];

function pages(locale: Locale): SearchEntry[] {
  const links = menuLinks(locale);
  const page = (id: string, title: string, url: string): SearchEntry => ({
    id,
    title,
    url,
    kind: "page",
    english: false,
  });
  return [
    ...menuPages.map((href) => {
      const link = links.find((item) => item.href === href);
      if (!link) throw new Error(`search index: the menu has no entry for ${href}`);
      return page(
        `page${href === "/" ? "-home" : href.replace(/\//g, "-")}`,
        link.subtitle ? `${link.label}: ${link.subtitle}` : link.label,
        href,
      );
    }),
    page("page-programs", m.locations_search_programs_page({}, { locale }), "/programs"),
    ...summerPreviews.map((preview) =>
      page(
        `page-summer-preview-${preview.id}`,
        m.locations_search_summer_preview(
          { heading: localize(preview.heading, locale), year: SUMMER_PREVIEW_YEAR },
          { locale },
        ),
        preview.path,
      ),
    ),
  ];
}

function accounts(locale: Locale): SearchEntry[] {
  const english = menuLinks("en");
  return menuLinks(locale).flatMap((link, index) =>
    link.external
      ? [
          {
            // Named after the English label, so an entry keeps its id in both languages.
            id: `account-${english[index]!.label.toLowerCase().replace(/\s+/g, "-")}`,
            title: link.label,
            url: link.href,
            kind: "account" as const,
            english: true,
          },
        ]
      : [],
  );
}

function entries(locale: Locale): SearchEntry[] {
  const galaxy = localize(programById("galaxy").name, locale);
  return [
    ...localize(sites, locale).map((site) => ({
      id: `site-${site.slug}`,
      title: `${siteName(site)}, ${site.city}`,
      url: siteHref(site),
      kind: "site" as const,
      english: false,
    })),
    ...programs.map((program) => {
      const { name, tooltip } = localize(program, locale);
      // The tooltip is added where it says more than the name (Galaxy, Nova); judged on the
      // English, so both languages find the same things.
      const saysMore = !program.tooltip.en.startsWith(program.name.en);
      return {
        id: `program-${program.id}`,
        title: saysMore ? `${name}: ${tooltip}` : name,
        url: program.route,
        kind: "program" as const,
        english: false,
      };
    }),
    ...familyResourceTopics.map((topic) => ({
      id: `topic-${topic.id.toLowerCase()}`,
      title: localize(topic.title, locale),
      url: familyResourceHref(topic.id),
      kind: "topic" as const,
      english: false,
    })),
    ...accounts(locale),
    ...pricingSheets.map((sheet) => ({
      id: `pricing-${sheet.file.replace(/\.pdf$/, "").toLowerCase()}`,
      title: m.locations_search_pricing_sheet(
        { sheet: localize(sheet.label, locale), program: galaxy },
        { locale },
      ),
      url: sheet.href,
      kind: "pricing" as const,
      english: true,
    })),
    ...districts.map((district) => ({
      id: `district-${district.id}`,
      title: m.locations_search_district_website({ district: district.name }, { locale }),
      url: district.href,
      kind: "district" as const,
      english: true,
    })),
    ...pages(locale),
  ];
}

function checked(index: SearchEntry[]): SearchEntry[] {
  const seen = new Set<string>();
  for (const entry of index) {
    if (seen.has(entry.id)) throw new Error(`search index: two entries have the id ${entry.id}`);
    seen.add(entry.id);
    if (!/^[a-z0-9-]+$/.test(entry.id)) {
      throw new Error(`search index: ${entry.id}: ids are lowercase letters, digits and dashes`);
    }
    if (!entry.title.trim()) throw new Error(`search index: ${entry.id} has no title`);
    if (!/^\/\S*$/.test(entry.url) && !/^https:\/\/\S+$/.test(entry.url)) {
      throw new Error(`search index: ${entry.id}: ${entry.url} is neither a site path nor https`);
    }
  }
  return index;
}

/**
 * What the site search looks through, in one language: every location, program, help topic,
 * account link, pricing sheet, district website and page, built from the content it points at
 * so a new site or topic is searchable without an edit here. Paths of this site lead to the
 * page in the same language.
 */
export function searchIndex(locale: Locale): SearchEntry[] {
  return checked(entries(locale)).map((entry) => ({
    ...entry,
    url: localizePath(entry.url, locale),
  }));
}
