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
import { hasPlaces, type PlaceStatus } from "~content/places";
import { programIds, type ProgramId } from "~content/program-ids";
import { siteName } from "~content/site-format";
import { timeOfDay } from "~i18n/clock";
import { formatList } from "~i18n/list";
import { otherLocale, type Locale } from "~i18n/locale";
import { config } from "~/lib/config";
import { withContractions } from "~i18n/contractions";
import {
  carried,
  inEffect,
  laterThisYear,
  placeWindows,
  soon,
  upcoming,
  type Window,
} from "./closure-windows";
import { closuresFeedPath } from "./feed-paths";
import type { SiteClosuresData } from "./site-closures";
import type { SubscribeData } from "./subscribe-links";
import { asHeading, dayRange, longDay, monthDay, weekDay, type Day } from "./days";

export type { Window } from "./closure-windows";

/** One closure as a page shows it, in one language, with the days it is shown on. */
export interface ClosureView {
  id: string;
  kind: ClosureContent["kind"];
  first: Day;
  last: Day;
  /** "Closed", "Closes early, at 3:00 PM". */
  what: string;
  /** "All sites and the main office", or the sites by name. */
  where: string;
  /** "Nova only", for a closure of some programs. */
  programs: string | null;
  reason: string;
  /** Its days: "Thursday, November 26 – Friday, November 27". */
  days: string;
  /** For a closure of several days: "Through Friday, November 27". */
  through: string | null;
  /** When the page shows it (closure-windows.ts). */
  window: Window;
  /** The days it is in effect, for its "today" mark. */
  inEffect: Window;
}

// Spanish joins "a el" and "de el" where a name lands in a sentence.
const contracted = (text: string, locale: Locale) => withContractions(text, locale);

/** What a closure does, in a language: "Closes early, at 3:00 PM". */
export function closureWhat(closure: ClosureContent, locale: Locale): string {
  const words = closuresPage.kinds[closure.kind][locale];
  return closure.time ? fill(words, { time: timeOfDay(closure.time, locale) }) : words;
}

/** Where a closure is, in a language: every site, or the sites it names. */
export function closureWhere(closure: ClosureContent, locale: Locale): string {
  if (closure.allSites) return closuresPage.allSites[locale];
  const names = sites
    .filter((site) => closure.sites.includes(site.slug))
    .map((site) => siteName({ id: site.id, title: site.title[locale] }));
  return formatList(names, locale);
}

/** "Nova only", for a closure of some programs. */
export function closurePrograms(closure: ClosureContent, locale: Locale): string | null {
  if (closure.programs.length === 0) return null;
  const names = closure.programs.map((id) => programById(id).name[locale]);
  return contracted(
    fill(closuresPage.onlyPrograms[locale], { programs: formatList(names, locale) }),
    locale,
  );
}

export function closureView(closure: ClosureContent, locale: Locale, window: Window): ClosureView {
  const days = dayRange(closure.first, closure.last, locale);
  return {
    id: closure.id,
    kind: closure.kind,
    first: closure.first,
    last: closure.last,
    what: closureWhat(closure, locale),
    where: closureWhere(closure, locale),
    programs: closurePrograms(closure, locale),
    reason: closure.reason[locale],
    days: asHeading(days),
    through:
      closure.first === closure.last
        ? null
        : fill(closuresPage.through[locale], { day: weekDay(closure.last, locale) }),
    window,
    inEffect: inEffect(closure),
  };
}

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

/** A program's places at a site, in words, with the days its status is current. */
export interface PlaceView {
  program: ProgramId;
  programName: string;
  status: PlaceStatus;
  /** Whether a family can still enrol without waiting: places, or a few. */
  open: boolean;
  /** "Places available". */
  label: string;
  /** "Checked November 23". */
  checked: string;
  /** The sentence shown once the status is old, with {date} and {phone} for the page. */
  stale: string;
  /** The day it was checked, as the sentence names it: "November 23". */
  date: string;
  current: Window;
  old: Window;
}

/** The places of each program at a site that staff have given a status, in program order. */
export function placesOf(slug: string, locale: Locale): PlaceView[] {
  const words = localize(placeStatus, locale);
  return placesAt(slug)
    .map(({ program, status, checked }) => {
      const windows = placeWindows(checked, placeStatus.staleAfterDays);
      const date = monthDay(checked, locale);
      return {
        program,
        programName: programById(program).name[locale],
        status,
        open: hasPlaces(status),
        label: words.statuses[status],
        checked: fill(words.checked, { date }),
        stale: words.stale,
        date,
        current: windows.current,
        old: windows.stale,
      };
    })
    .sort((a, b) => programIds.indexOf(a.program) - programIds.indexOf(b.program));
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
