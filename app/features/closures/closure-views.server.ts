import {
  closures as allClosures,
  closuresPage,
  localize,
  placeStatus,
  placesAt,
  programById,
  sites,
  type ClosureContent,
} from "~/content.server";
import { fill } from "~content/localize";
import { hasPlaces } from "~content/places";
import { programIds } from "~content/program-ids";
import { siteName } from "~content/site-format";
import { otherLocale, type Locale } from "~i18n/locale";
import { config } from "~/lib/config";
import { withContractions } from "~i18n/contractions";
import { carried, inEffect, laterThisYear, soon, upcoming, type Window } from "./closure-windows";
import { closuresFeedPath } from "./feed-paths";
import type { SiteClosuresData } from "./site-closures";
import type { SubscribeData } from "./subscribe-links";
import {
  describeClosure,
  describePlaces,
  whatHappens,
  whereItIs,
  whichPrograms,
  type ClosureNames,
  type ClosureView,
  type ClosureWords,
  type PlaceView,
} from "./closure-view";
import { asHeading, longDay, type Day } from "./days";

export type { Window } from "./closure-windows";
export type { ClosureView } from "./closure-view";

// Spanish joins "a el" and "de el" where a name lands in a sentence.
const contracted = (text: string, locale: Locale) => withContractions(text, locale);

/** The words every closure is said with, in a language. */
export function closureWords(locale: Locale): ClosureWords {
  const { kinds, allSites, onlyPrograms, through } = localize(closuresPage, locale);
  return { kinds, allSites, onlyPrograms, through };
}

/** The names of every location and program, in a language. */
export function closureNames(locale: Locale): ClosureNames {
  return {
    sites: sites.map((site) => ({ slug: site.slug, id: site.id, title: site.title[locale] })),
    programs: Object.fromEntries(programIds.map((id) => [id, programById(id).name[locale]])),
  };
}

/** What a closure does, in a language: "Closes early, at 3:00 PM". */
export const closureWhat = (closure: ClosureContent, locale: Locale) =>
  whatHappens(closure, locale, closureWords(locale));

/** Where a closure is, in a language: every site, or the sites it names. */
export const closureWhere = (closure: ClosureContent, locale: Locale) =>
  whereItIs(closure, locale, closureWords(locale), closureNames(locale));

/** "Nova only", for a closure of some programs. */
export const closurePrograms = (closure: ClosureContent, locale: Locale) =>
  whichPrograms(closure, locale, closureWords(locale), closureNames(locale));

export const closureView = (closure: ClosureContent, locale: Locale, window: Window) =>
  describeClosure(closure, locale, window, closureWords(locale), closureNames(locale));

const affects = (slug: string) => (closure: ClosureContent) => closure.sites.includes(slug);

/** The closures a page carries in a window, as views. */
function viewsIn(
  list: readonly ClosureContent[],
  window: (closure: ClosureContent) => Window,
  locale: Locale,
  today: Day,
): ClosureView[] {
  return list
    .filter((closure) => carried(window(closure), today))
    .map((closure) => closureView(closure, locale, window(closure)));
}

/** A day of the Closures page, with the closures that start on it. */
export interface ClosureDay {
  day: Day;
  heading: string;
  /** The last day any of its closures is shown. */
  until: Day;
  closures: ClosureView[];
}

/** Every closure still to come or in effect, grouped by its first day, in date order. */
export function closuresByDay(locale: Locale, today: Day, list = allClosures): ClosureDay[] {
  const views = viewsIn(list, upcoming, locale, today);
  const days = [...new Set(views.map((view) => view.first))];
  return days.map((day) => {
    const closures = views.filter((view) => view.first === day);
    const until = closures
      .map((view) => view.last)
      .sort()
      .at(-1)!;
    return {
      day,
      heading: asHeading(longDay(day, locale)),
      until,
      closures,
    };
  });
}

/** A location's closures in the next two weeks (site pages and Locations cards). */
export function soonAt(slug: string, locale: Locale, today: Day, list = allClosures) {
  return viewsIn(list.filter(affects(slug)), soon, locale, today);
}

/**
 * The closures the banner at the top of a page names on their days: of one location, or of
 * every location on the home page.
 */
export function inEffectAt(slug: string | "all", locale: Locale, today: Day, list = allClosures) {
  const chosen = slug === "all" ? list : list.filter(affects(slug));
  return viewsIn(chosen, inEffect, locale, today);
}

/**
 * The banner of closures in effect, for a page's loader (`closureBanner` in its data); the
 * layout shows it above the site notice (root.tsx). `today` is the build's day.
 */
export function closureBanner(slug: string | "all", locale: Locale, today: Day) {
  const closures = inEffectAt(slug, locale, today);
  if (closures.length === 0) return null;
  return { closures, today, allClosures: closuresPage.sitePages.allClosures[locale] };
}

/** What calendar apps call the calendar of closures: every site's, or one site's. */
export function calendarName(locale: Locale, slug?: string): string {
  const words = closuresPage.subscribe;
  const site = slug ? sites.find((each) => each.slug === slug) : undefined;
  if (!site) return words.allTitle[locale];
  return contracted(
    fill(words.siteTitle[locale], { site: siteName({ id: site.id, title: site.title[locale] }) }),
    locale,
  );
}

/** The calendar of closures to subscribe to, every site's or one site's, in both languages. */
export function subscribeData(locale: Locale, slug?: string): SubscribeData {
  const other = otherLocale(locale);
  return {
    name: calendarName(locale, slug),
    address: `${config.siteUrl}${closuresFeedPath(locale, slug)}`,
    help: closuresPage.subscribe.help[locale],
    other: {
      locale: other,
      name: calendarName(other, slug),
      address: `${config.siteUrl}${closuresFeedPath(other, slug)}`,
    },
  };
}

export type ClosureBannerData = NonNullable<ReturnType<typeof closureBanner>>;

export type { PlaceView } from "./closure-view";

/** The places of each program at a site that staff have given a status, in program order. */
export function placesOf(slug: string, locale: Locale): PlaceView[] {
  const { statuses, checked, stale } = localize(placeStatus, locale);
  return describePlaces(placesAt(slug), locale, {
    words: { statuses, checked, stale },
    staleAfterDays: placeStatus.staleAfterDays,
    programs: closureNames(locale).programs,
    open: hasPlaces,
  });
}

/**
 * A location's closures, with the words and calendar around them: those of the next two weeks
 * first, then the rest of this school year's (closure-windows.ts).
 */
export function siteClosuresData(
  slug: string,
  locale: Locale,
  today: Day,
  list = allClosures,
): SiteClosuresData {
  const words = closuresPage.sitePages;
  return {
    soon: soonAt(slug, locale, today, list),
    later: viewsIn(list.filter(affects(slug)), laterThisYear, locale, today),
    today,
    words: {
      heading: words.heading[locale],
      soon: words.soon[locale],
      none: words.none[locale],
      later: words.later[locale],
      noneLater: words.noneLater[locale],
      allClosures: words.allClosures[locale],
    },
    calendar: subscribeData(locale, slug === "main-office" ? undefined : slug),
  };
}
