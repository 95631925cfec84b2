import {
  calendarPage,
  closures as allClosures,
  closuresPage,
  home,
  notice as siteNotice,
  type NoticeContent,
  localize,
  mainOffice,
  placeStatus,
  placesAt,
  programById,
  sites,
  type ClosureContent,
  type SeasonProgram,
  type SiteContent,
} from "~/content.server";
import { fill } from "~content/localize";
import { hasPlaces } from "~content/places";
import { programIds } from "~content/program-ids";
import { siteName } from "~content/site-format";
import { otherLocale, type Locale } from "~i18n/locale";
import { config } from "~/lib/config";
import { withContractions } from "~i18n/contractions";
import {
  carried,
  inEffect,
  laterThisYear,
  nextWindows,
  passed,
  schoolYearOf,
  soon,
  upcoming,
  type Window,
} from "./closure-windows";
import { closuresFeedPath } from "./feed-paths";
import type { EventPlace } from "~/features/calendar/event-closures";
import type { EventClosureWords } from "~/features/calendar/event-closure-notes";
import { openWindow } from "~/features/registration/registration.server";
import { duringRegistration } from "~/features/registration/registration-view";
import type { SiteClosuresData } from "./site-closures";
import type { SubscribeData } from "./subscribe-links";
import {
  describeClosure,
  describePlaces,
  whatHappens,
  whereItIs,
  whichPrograms,
  type ClosureNames,
  type Placed,
  type ClosureView,
  type ClosureWords,
  type PlaceView,
} from "./closure-view";
import { asHeading } from "~i18n/heading";
import { longDay, type Day } from "./days";

export type { Window } from "./closure-windows";
export type { ClosureView } from "./closure-view";

/** The words every closure is said with, in a language. */
export function closureWords(locale: Locale): ClosureWords {
  const { kinds, allSites, onlyPrograms, exceptPrograms, through } = localize(closuresPage, locale);
  return { kinds, allSites, onlyPrograms, exceptPrograms, through };
}

/** The names of every location and program, in a language. */
export function closureNames(locale: Locale): ClosureNames {
  const programs = programIds.map(programById);
  return {
    sites: sites.map((site) => ({ slug: site.slug, id: site.id, title: site.title[locale] })),
    programs: Object.fromEntries(programs.map((program) => [program.id, program.name[locale]])),
    programsInSentence: Object.fromEntries(
      programs.map((program) => [program.id, program.inSentence[locale]]),
    ),
  };
}

/** What a closure does, in a language: "Closes early, at 3:00 PM". */
export const closureWhat = (closure: ClosureContent, locale: Locale) =>
  whatHappens(closure, locale, closureWords(locale));

/** Where a closure is, in a language: every site, or the sites it names. */
export const closureWhere = (closure: ClosureContent, locale: Locale, where: Placed = "line") =>
  whereItIs(closure, locale, closureWords(locale), closureNames(locale), where);

/** "Nova only", "Solo para los Campamentos de días sin clases", for a closure of some programs. */
export const closurePrograms = (closure: ClosureContent, locale: Locale, where: Placed = "line") =>
  whichPrograms(closure, locale, closureWords(locale), closureNames(locale), where);

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
  /** The days any of its closures is shown on. */
  window: Window;
  closures: ClosureView[];
}

/** The days on which any of some windows is shown. */
function spanOf(windows: readonly Window[]): Window {
  const from = windows.map((window) => window.from);
  const until = windows.map((window) => window.until);
  return {
    from: from.every(Boolean) ? from.sort().at(0) : undefined,
    until: until.every(Boolean) ? until.sort().at(-1) : undefined,
  };
}

/**
 * The closures the Closures page carries, grouped by first day: those still to come or in
 * effect, in date order, or those of this school year that have passed, the latest first.
 */
export function closuresByDay(
  locale: Locale,
  today: Day,
  list = allClosures,
  which: "upcoming" | "passed" = "upcoming",
): ClosureDay[] {
  const views = viewsIn(list, which === "upcoming" ? upcoming : passed, locale, today);
  const days = [...new Set(views.map((view) => view.first))];
  if (which === "passed") days.reverse();
  return days.map((day) => {
    const closures = views.filter((view) => view.first === day);
    return {
      day,
      heading: asHeading(longDay(day, locale), locale),
      window: spanOf(closures.map((view) => view.window)),
      closures,
    };
  });
}

/**
 * A closure as the events calendar shows it, on its days, linking to the Closures page, with
 * what an event on one of its days is compared with (app/features/calendar/event-closures.ts).
 */
export type CalendarClosure = Pick<
  ClosureView,
  "id" | "kind" | "first" | "last" | "what" | "where" | "programs" | "reason" | "days"
> &
  Pick<ClosureContent, "time" | "allSites" | "sites" | "goesOn"> & {
    /** The programs it stops, or none for the whole site. */
    stops: ClosureContent["programs"];
  };

/**
 * The closures the events calendar shows on their days, whatever month a family opens: those
 * of this school year and later, which the Closures page lists (passed ones included).
 */
export function calendarClosures(locale: Locale, today: Day, list = allClosures) {
  const { first: yearStarts } = schoolYearOf(today);
  return list
    .filter((closure) => closure.last >= yearStarts)
    .map((closure): CalendarClosure => {
      const { id, kind, first, last, what, where, programs, reason, days } = closureView(
        closure,
        locale,
        {},
      );
      const { time, allSites, sites, goesOn } = closure;
      return {
        ...{ id, kind, first, last, what, where, programs, reason, days },
        ...{ time, allSites, sites, goesOn, stops: closure.programs },
      };
    });
}

/** Every location as events are matched to it: its street, its programs and its name. */
export function eventPlaces(locale: Locale): EventPlace[] {
  return sites.map((site) => ({
    slug: site.slug,
    street: site.address,
    programs: site.programs,
    name: siteName({ id: site.id, title: site.title[locale] }),
  }));
}

/** What the calendar says of an event on a day a closure stops it. */
export function eventClosureWords(locale: Locale): EventClosureWords {
  return {
    ...localize(closuresPage.onEvents, locale),
    allSites: closuresPage.allSites[locale],
    phone: mainOffice.phone,
  };
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
export function calendarName(
  locale: Locale,
  slug?: string,
  list: readonly SiteContent[] = sites,
): string {
  const words = closuresPage.subscribe;
  const site = slug ? list.find((each) => each.slug === slug) : undefined;
  if (!site) return words.allTitle[locale];
  // Spanish joins "a el" and "de el" where a name lands in a sentence.
  return withContractions(
    fill(words.siteTitle[locale], { site: siteName({ id: site.id, title: site.title[locale] }) }),
    locale,
  );
}

/** What every calendar's subscribe section says for each kind of phone or app. */
export const subscribeWays = (locale: Locale): SubscribeData["ways"] => {
  const { apple, google, outlook } = calendarPage.subscribe;
  return { apple: apple[locale], google: google[locale], outlook: outlook[locale] };
};

/** The calendar of closures to subscribe to, every site's or one site's, in both languages. */
export function subscribeData(locale: Locale, slug?: string): SubscribeData {
  const other = otherLocale(locale);
  return {
    name: calendarName(locale, slug),
    address: `${config.siteUrl}${closuresFeedPath(locale, slug)}`,
    help: closuresPage.subscribe.help[locale],
    ways: subscribeWays(locale),
    other: {
      locale: other,
      name: calendarName(other, slug),
      address: `${config.siteUrl}${closuresFeedPath(other, slug)}`,
    },
  };
}

export type ClosureBannerData = NonNullable<ReturnType<typeof closureBanner>>;

/**
 * The home page's first screen: the next closure at any site and the site notice, each from
 * two weeks before it until it is over, or null when the page carries neither.
 */
export function nextClosureData(
  locale: Locale,
  today: Day,
  list = allClosures,
  notice: NoticeContent = siteNotice,
) {
  const windows = nextWindows(list);
  const closures = list.flatMap((closure, index) => {
    const window = windows[index]!;
    if (window.from! > window.until! || !carried(window, today)) return [];
    return [closureView(closure, locale, window)];
  });
  const { message, start, end, linkText, linkTo } = notice;
  const noticeWindow = start && end ? soon({ first: start, last: end }) : undefined;
  const shownNotice =
    message && noticeWindow && carried(noticeWindow, today)
      ? {
          message: message[locale],
          link: linkText && linkTo ? { text: linkText[locale], to: linkTo } : null,
          window: noticeWindow,
        }
      : null;
  if (closures.length === 0 && !shownNotice) return null;
  const { heading, allClosures } = home.nextClosure;
  return {
    closures,
    notice: shownNotice,
    today,
    words: { heading: heading[locale], allClosures: allClosures[locale] },
  };
}

export type NextClosureData = NonNullable<ReturnType<typeof nextClosureData>>;

export type { PlaceView } from "./closure-view";

/**
 * The places of each program at a site that staff have given a status, in program order, on
 * the days of a page built on `today` that the program's registration is open.
 */
export function placesOf(slug: string, locale: Locale, today: Day): PlaceView[] {
  const { statuses, checked, stale } = localize(placeStatus, locale);
  return describePlaces(placesAt(slug), locale, {
    words: { statuses, checked, stale },
    staleAfterDays: placeStatus.staleAfterDays,
    programs: closureNames(locale).programs,
    open: hasPlaces,
  }).flatMap((place) => {
    const during = duringRegistration(place, openWindow(place.program as SeasonProgram, today));
    return during ? [during] : [];
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
