import { readFileSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { feeds } from "../../app/feed-list";
import { closureWhat } from "../../app/features/closures/closure-views.server";
import { closuresCalendar } from "../../app/features/closures/closures-calendar.server";
import {
  isShown,
  placeWindows,
  schoolYearOf,
  SOON_DAYS,
} from "../../app/features/closures/closure-windows";
import { addDays, asHeading, longDay, pacificDay } from "../../app/features/closures/days";
import { newsFeedPath } from "../../app/features/closures/feed-paths";
import { config } from "../../app/lib/config";
import { closures } from "../../content/closures";
import { placeStatus } from "../../content/place-status";
import { placesAt } from "../../content/places";
import { siteHref } from "../../content/site-format";
import { schoolSites } from "../../content/sites";
import { localizePath, locales } from "../../i18n/locale";
import { atomEntries, atomProblems, parseAtom } from "./atom-checks.mjs";
import { builtPage, builtPages, builtSite, problemsOf } from "./built-site";
import { serveBuiltSite } from "./site-server";

// Closures and places as the built pages and feeds give them, read from content. The build may
// be a day older than the check, so a closure over by today may be on a page or not; what is on
// a page and what is still to come are held to content.

const today = pacificDay();
const site = serveBuiltSite();
const read = (file: string) => readFileSync(path.join(builtSite, file), "utf8");
const stillToCome = closures.filter((closure) => closure.last >= today);
const spaced = (words: string) => words.replace(/\s+/g, " ");
const text = (element: Element | null | undefined) => spaced(element?.textContent ?? "");

describe("the Closures page, in both languages", () => {
  it.each(locales)(
    "lists every closure still to come under the day it starts, saying what happens (%s)",
    (locale) => {
      const { document } = builtPage(localizePath("/closures", locale));
      const entries = [...document.querySelectorAll("[data-closure]")];
      const problems = entries.flatMap((entry) => {
        const closure = closures.find((each) => each.id === entry.getAttribute("data-closure"));
        if (!closure) return [`${entry.getAttribute("data-closure")} is no closure of content`];
        const heading = text(entry.closest("ol > li")?.querySelector("h2"));
        return [
          ...(heading === asHeading(longDay(closure.first, locale))
            ? []
            : [`${closure.id} is under ${heading}`]),
          ...(text(entry).includes(spaced(closureWhat(closure, locale)))
            ? []
            : [`${closure.id} does not say what happens`]),
          ...(text(entry).includes(closure.reason[locale])
            ? []
            : [`${closure.id} does not give its reason`]),
        ];
      });
      expect(problems).toEqual([]);
      const listed = entries.map((entry) => entry.getAttribute("data-closure"));
      expect(stillToCome.map((closure) => closure.id).filter((id) => !listed.includes(id))).toEqual(
        [],
      );
    },
  );
});

describe("each location's page", () => {
  const sitePages = locales.flatMap((locale) =>
    schoolSites.map((location) => ({
      location,
      locale,
      page: builtPage(localizePath(siteHref(location), locale)),
    })),
  );

  it("gives each program's places in words, with the day checked, and the phone to call once it is old", () => {
    const problems = sitePages.flatMap(({ location, locale, page }) =>
      placesAt(location.slug).flatMap(({ program, status, checked }) => {
        const card = page.document.querySelector(`li[data-program="${program}"]`);
        const current = card?.querySelector(`[data-status="${status}"]`);
        const old = card?.querySelector('[data-status="stale"]');
        const windows = placeWindows(checked, placeStatus.staleAfterDays);
        const where = `${page.path} ${program}`;
        return [
          ...(text(current).includes(placeStatus.statuses[status][locale])
            ? []
            : [`${where}: no "${placeStatus.statuses[status][locale]}"`]),
          ...(current?.getAttribute("data-until") === windows.current.until
            ? []
            : [`${where}: current until the wrong day`]),
          ...(old?.getAttribute("data-from") === windows.stale.from
            ? []
            : [`${where}: old from the wrong day`]),
          ...(old?.querySelector(`a[href^="tel:"]`) ? [] : [`${where}: no phone to call once old`]),
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("shows only its own closures: every one of this school year still to come, those of the next two weeks first", () => {
    const year = schoolYearOf(today);
    const problems = sitePages.flatMap(({ location, page }) => {
      const section = page.document.querySelector('[aria-labelledby="closures-heading"]');
      const [soonList, laterList] = [...(section?.querySelectorAll("ul[data-list]") ?? [])];
      const entries = (list: Element | undefined) =>
        [...(list?.querySelectorAll("[data-closure]") ?? [])].map((entry) => ({
          id: entry.getAttribute("data-closure"),
          // Shown on the day of this check, as the page's script shows it.
          shown: isShown(
            {
              from: entry.getAttribute("data-from") ?? undefined,
              until: entry.getAttribute("data-until") ?? undefined,
            },
            today,
          ),
        }));
      const soon = entries(soonList);
      const later = entries(laterList);
      const banner = [...page.document.querySelectorAll('[role="status"] [data-closure]')].map(
        (entry) => entry.getAttribute("data-closure"),
      );
      const own = closures.filter((closure) => closure.sites.includes(location.slug));
      const due = own.filter(
        (closure) => closure.last >= today && closure.first <= addDays(today, SOON_DAYS),
      );
      const thisYear = own.filter((closure) => closure.last >= today && closure.first <= year.last);
      const shownIn = (list: typeof soon, id: string) =>
        list.some((entry) => entry.id === id && entry.shown);
      return [
        ...(soonList && laterList && soonList.compareDocumentPosition(laterList) & 4
          ? []
          : [`${page.path}: the next two weeks do not come first`]),
        ...[...soon, ...later]
          .map((entry) => entry.id)
          .concat(banner)
          .filter((id) => !own.some((closure) => closure.id === id))
          .map((id) => `${page.path} shows ${id}, a closure of other sites`),
        ...due
          .filter((closure) => !shownIn(soon, closure.id))
          .map((closure) => `${page.path} misses ${closure.id} in the next two weeks`),
        ...thisYear
          .filter((closure) => !shownIn(soon, closure.id) && !shownIn(later, closure.id))
          .map((closure) => `${page.path} misses ${closure.id} of this school year`),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe("the feeds", () => {
  it("every page names the news feed of its language in its head", () => {
    const problems = problemsOf(builtPages(), (page) => {
      const link = page.document.querySelector(
        'link[rel="alternate"][type="application/atom+xml"]',
      );
      return link?.getAttribute("href") === newsFeedPath(page.locale) && link.getAttribute("title")
        ? []
        : ["does not name its news feed"];
    });
    expect(problems).toEqual([]);
  });

  it("each calendar parses with ical.js and has every closure of its sites, each keeping the UID a new build gives it", () => {
    const problems = feeds
      .filter((feed) => feed.path.endsWith(".ics"))
      .flatMap((feed) => {
        const calendar = new ICAL.Component(ICAL.parse(read(feed.path.slice(1))));
        const uids = calendar
          .getAllSubcomponents("vevent")
          .map((vevent) => String(vevent.getFirstPropertyValue("uid")));
        const again = new ICAL.Component(
          ICAL.parse(
            closuresCalendar({ locale: feed.locale, site: feed.site, siteUrl: config.siteUrl }),
          ),
        );
        const uidsAgain = again
          .getAllSubcomponents("vevent")
          .map((vevent) => String(vevent.getFirstPropertyValue("uid")));
        const expected = closures
          .filter((closure) => !feed.site || closure.sites.includes(feed.site))
          .map((closure) => `${closure.id}@${new URL(config.siteUrl).host}`);
        return [
          ...(JSON.stringify(uids.sort()) === JSON.stringify(expected.sort())
            ? []
            : [`${feed.path}: UIDs ${uids.join(", ")}`]),
          ...(JSON.stringify(uidsAgain.sort()) === JSON.stringify(uids)
            ? []
            : [`${feed.path}: UIDs change from build to build`]),
        ];
      });
    expect(problems).toEqual([]);
  });

  it("each news feed is well-formed, valid Atom 1.0, and announces only closures still to come or just over", () => {
    const problems = feeds
      .filter((feed) => feed.path.endsWith(".atom"))
      .flatMap((feed) => {
        const document = parseAtom(read(feed.path.slice(1)));
        const page = `${config.siteUrl}${localizePath("/closures", feed.locale)}#`;
        const stray = atomEntries(document)
          .filter((entry) => entry.id?.startsWith(page))
          .filter(
            (entry) =>
              !closures.some(
                (closure) =>
                  entry.id === `${page}${closure.id}` && closure.last >= addDays(today, -1),
              ),
          );
        return [
          ...atomProblems(document).map((problem: string) => `${feed.path}: ${problem}`),
          ...stray.map((entry) => `${feed.path}: ${entry.id} is over`),
        ];
      });
    expect(problems).toEqual([]);
  });

  it("the server sends each feed with its content type, as the host's rules say", async () => {
    const headers = read("_headers");
    const sent = await Promise.all(
      feeds.map(async (feed) => {
        const response = await fetch(`${site.origin}${feed.path}`, {
          headers: { "Accept-Encoding": "br" },
        });
        await response.arrayBuffer();
        return [feed.path, response.status, response.headers.get("content-type")];
      }),
    );
    expect(sent).toEqual(feeds.map((feed) => [feed.path, 200, feed.contentType]));
    for (const feed of feeds)
      expect(headers).toContain(`${feed.path}\n  Content-Type: ${feed.contentType}`);
  });
});
