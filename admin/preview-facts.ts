import { districts } from "../content/districts";
import { familyResourceHref } from "../content/family-help";
import { galaxyFile } from "../content/galaxy-file";
import { registrationPromos } from "../content/home";
import { externalLinks } from "../content/links";
import { notice } from "../content/notice";
import { organisation } from "../content/organisation";
import { placeStatus } from "../content/place-status";
import { pricingYear } from "../content/pricing";
import { programById, programs } from "../content/programs";
import { readFolder } from "../content/read";
import { sitePage } from "../content/site-page";
import { schoolSites, siteSchema } from "../content/sites";
import { placesOf, siteClosuresData } from "../app/features/closures/closure-views.server";
import { pacificDay } from "../app/features/closures/days";
import { pricingSheetData } from "../app/features/galaxy-pricing/pricing-sheet-data.server";
import { locales, type Locale } from "../i18n/locale";

/**
 * What the editor's previews (admin/previews.tsx) need besides the entry being edited: the saved
 * files, as the shape an unfinished entry is read against, and the facts of other files the pages
 * show (program names, closures, pricing sheets). Like the collections, this runs in Node when
 * the editor is built (admin/vite.config.ts), and the bundle gets its result as data.
 */

const bothLanguages = <T>(make: (locale: Locale) => T) =>
  Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

const today = pacificDay();

/** Each site's file as written, its closing time left empty where it follows Galaxy's. */
const savedSites = Object.fromEntries(
  readFolder("content/sites", siteSchema).map(({ value }) => [value.slug, value]),
);

export const previewFacts = {
  today,
  notice,
  galaxy: {
    saved: galaxyFile,
    facts: { name: organisation.name, year: pricingYear },
    name: programById("galaxy").name,
    subsidyPrograms: programById("subsidy").inSentence,
    promo: registrationPromos.find((promo) => promo.program === "galaxy"),
    pricing: bothLanguages(pricingSheetData),
    scheduleChangesHref: familyResourceHref("scheduleChanges"),
    sites: schoolSites.map(({ slug, title }) => ({
      title,
      opens: savedSites[slug]!.hours.opens,
      ownCloses: savedSites[slug]!.hours.closes ?? null,
    })),
  },
  sites: {
    saved: savedSites,
    /** The shape of a new site's file: the first school site's. */
    firstSchoolSite: schoolSites[0]!.slug,
    galaxyCloses: galaxyFile.closes,
    template: sitePage,
    name: organisation.name,
    programs,
    districts: Object.fromEntries(districts.map((district) => [district.id, district.name])),
    licenceLookupUrl: externalLinks.careFacilitySearch,
    placesLabel: placeStatus.heading,
    closures: Object.fromEntries(
      schoolSites.map(({ slug }) => [
        slug,
        bothLanguages((locale) => siteClosuresData(slug, locale, today)),
      ]),
    ),
    places: Object.fromEntries(
      schoolSites.map(({ slug }) => [slug, bothLanguages((locale) => placesOf(slug, locale))]),
    ),
  },
};

export type PreviewFacts = typeof previewFacts;
