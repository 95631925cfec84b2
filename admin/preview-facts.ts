import { districts } from "../content/districts";
import { familyResourceHref } from "../content/family-help";
import { galaxyFile } from "../content/galaxy-file";
import { registrationPromos } from "../content/home";
import { registrationWords, seasonPrograms, seasons } from "../content/seasons";
import { externalLinks } from "../content/links";
import { notice } from "../content/notice";
import { organisation } from "../content/organisation";
import { placeStatus } from "../content/place-status";
import { hasPlaces, placeStatuses } from "../content/places";
import { closuresPage } from "../content/closures-page";
import { closures } from "../content/closures";
import { locationsPage } from "../content/locations";
import { priceFacts, pricesFile } from "../content/prices";
import { pricingPage, pricingYear } from "../content/pricing";
import { programById, programs } from "../content/programs";
import { readFolder } from "../content/read";
import { sitePage } from "../content/site-page";
import { schoolSites, sites, siteSchema } from "../content/sites";
import {
  closureNames,
  closureWords,
  placesOf,
  siteClosuresData,
} from "../app/features/closures/closure-views.server";
import { pacificDay } from "../app/features/closures/days";
import { openWindow, registrationViews } from "../app/features/registration/registration.server";
import { pricingSheetData } from "../app/features/galaxy-pricing/pricing-sheet-data.server";
import { locales, type Locale } from "../i18n/locale";
import { localize } from "../content/localize";

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
  closures: {
    /** A closure's file, as an unfinished one is read against it. */
    shape: {
      first: today,
      last: today,
      kind: "closed",
      time: null,
      allSites: false,
      sites: [] as string[],
      programs: [] as string[],
      goesOn: [] as string[],
      reason: { en: "", es: "" },
      announced: today,
    },
    words: bothLanguages(closureWords),
    names: bothLanguages(closureNames),
    /** The closures posted, which a new one must not repeat (content/closure-repeats.ts). */
    posted: bothLanguages((locale) =>
      closures.map(({ id, first, last, sites, programs, reason }) => ({
        id,
        first,
        last,
        sites,
        programs,
        reason: reason[locale],
      })),
    ),
    /** What a closure of some programs needs to know of each location (content/closure-sites.ts). */
    sites: sites.map(({ slug, programs }) => ({ slug, programs })),
    /** The headings of a site page's closures, and the pages' own names. */
    headings: bothLanguages((locale) => ({
      soon: closuresPage.sitePages.soon[locale],
      later: closuresPage.sitePages.later[locale],
      closuresPage: closuresPage.page.title[locale],
      locationsPage: locationsPage.page.title[locale],
    })),
  },
  places: {
    /** A site's file of places, as an unfinished one is read against it. */
    shape: { site: "", programs: [{ program: "galaxy", status: "available", checked: today }] },
    /** As the site's pages have them (placesOf in closure-views.server.ts). */
    words: bothLanguages((locale) => {
      const { statuses, checked, stale } = localize(placeStatus, locale);
      return { statuses, checked, stale };
    }),
    staleAfterDays: placeStatus.staleAfterDays,
    /** The statuses a family can still enrol in without waiting (content/places.ts). */
    open: placeStatuses.filter(hasPlaces),
    /** The days each program's registration is open, when statuses of places show at all. */
    registrationOpen: Object.fromEntries(
      seasonPrograms.map((program) => [program, openWindow(program, today)]),
    ),
  },
  galaxy: {
    saved: galaxyFile,
    facts: { name: organisation.name, year: pricingYear },
    name: programById("galaxy").name,
    subsidyPrograms: programById("subsidy").inSentence,
    /** Galaxy's registration as the page shows it: from its seasons, with the home page's card. */
    registration: bothLanguages((locale) => {
      const promo = registrationPromos.find((each) => each.program === "galaxy");
      return {
        label: registrationWords.heading[locale],
        views: registrationViews("galaxy", locale, today),
        text: promo?.text[locale] ?? null,
        cta: (promo?.cta ?? programById("galaxy").registerLabel)[locale],
      };
    }),
    mainPhone: savedSites["main-office"]!.phone,
    scheduleChangesHref: familyResourceHref("scheduleChanges"),
    sites: schoolSites.map(({ slug, title }) => ({
      title,
      opens: savedSites[slug]!.hours.opens,
      ownCloses: savedSites[slug]!.hours.closes ?? null,
    })),
  },
  prices: {
    saved: pricesFile,
    facts: priceFacts,
    /** The pricing sheets the pricing page shows under each district's table. */
    sheets: bothLanguages((locale) => ({
      ...pricingSheetData(locale),
      heading: pricingPage.sheetsHeading[locale],
      othersHeading: pricingPage.othersHeading[locale],
    })),
    /** Summer Camp's seasons, while one of which its weekly fee shows. */
    summers: seasons.summer.map(({ name, end }) => ({ name, end })),
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
      schoolSites.map(({ slug }) => [
        slug,
        bothLanguages((locale) => placesOf(slug, locale, today)),
      ]),
    ),
    /** Where each program's registration stands, as site pages show it. */
    registration: bothLanguages((locale) =>
      Object.fromEntries(
        seasonPrograms.map((program) => [program, registrationViews(program, locale, today)]),
      ),
    ),
  },
};

export type PreviewFacts = typeof previewFacts;
