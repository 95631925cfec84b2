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
import { addDays, longDay, pacificDay } from "../../app/features/closures/days";
import { asHeading } from "../../i18n/heading";
import { overlap } from "../../i18n/days";
import { openWindow } from "../../app/features/registration/registration.server";
import { newsFeedPath } from "../../app/features/closures/feed-paths";
import { config } from "../../app/lib/config";
import { inlineScripts } from "../../app/lib/inline-scripts";
import { monthDays, monthLabel, monthOf, shiftMonth } from "../../app/features/calendar/month";
import { closures } from "../../content/closures";
import { closuresPage } from "../../content/closures-page";
import { placeStatus } from "../../content/place-status";
import { fill } from "../../content/localize";
import { hasPlaces, placesAt } from "../../content/places";
import { programById } from "../../content/programs";
import { siteHref, telHref } from "../../content/site-format";
import { schoolSites } from "../../content/sites";
import { localizePath, locales } from "../../i18n/locale";
import { headersFor, parseHeadersFile } from "../../server/host-rules.mjs";
import { m } from "../../i18n/paraglide/messages";
import { atomEntries, atomProblems, parseAtom } from "./atom-checks.mjs";
import { builtPage, builtPages, builtSite, problemsOf } from "./built-site";
import { spanishRules } from "./spanish-rules";
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
  const { first: yearStarts } = schoolYearOf(today);
  const passedThisYear = closures.filter(
    (closure) => closure.last < addDays(today, -1) && closure.last >= yearStarts,
  );

  it.each(locales)(
    "lists every closure still to come, then those of this school year that have passed, each under the day it starts, saying what happens (%s)",
    (locale) => {
      const { document } = builtPage(localizePath("/closures", locale));
      const passedSection = document.querySelector('[aria-labelledby="passed-heading"]');
      const entries = [...document.querySelectorAll("main [data-closure]")];
      const problems = entries.flatMap((entry) => {
        const closure = closures.find((each) => each.id === entry.getAttribute("data-closure"));
        if (!closure) return [`${entry.getAttribute("data-closure")} is no closure of content`];
        const heading = text(entry.closest("ol > li")?.querySelector("h2, h3"));
        return [
          ...(heading === asHeading(longDay(closure.first, locale), locale)
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
      const listed = (inPassed: boolean) =>
        entries
          .filter((entry) => passedSection?.contains(entry) === inPassed)
          .map((entry) => entry.getAttribute("data-closure"));
      expect(
        stillToCome.map((closure) => closure.id).filter((id) => !listed(false).includes(id)),
      ).toEqual([]);
      expect(
        passedThisYear.map((closure) => closure.id).filter((id) => !listed(true).includes(id)),
      ).toEqual([]);
      // Links to a closure lead to one entry, wherever the page lists it.
      const anchors = entries.map((entry) => entry.id).filter(Boolean);
      expect(new Set(anchors).size).toBe(anchors.length);
    },
  );
});

describe("the events calendar, as built", () => {
  it.each(locales)(
    "shows each closure of its month on every day of it in the grid, and once in the list of days, leading to the Closures page (%s)",
    (locale) => {
      const { document } = builtPage(localizePath("/calendar", locale));
      const caption = text(document.querySelector("table caption"));
      const now = monthOf(new Date());
      const month = [now, shiftMonth(now, -1)].find(
        (each) => caption === m.calendar_events_in({ month: monthLabel(each, locale) }, { locale }),
      )!;
      const { first: yearStarts } = schoolYearOf(today);
      const inMonth = closures.filter(
        (closure) =>
          closure.last >= yearStarts &&
          closure.first.slice(0, 7) <= month &&
          closure.last.slice(0, 7) >= month,
      );
      const agenda = document.querySelector('section[aria-labelledby="calendar-month"] ol');
      const problems = inMonth.flatMap((closure) => {
        const days = monthDays(month).filter((day) => closure.first <= day && day <= closure.last);
        const selector = `a[data-closure="${closure.id}"]`;
        const inGrid = [...document.querySelectorAll(`table ${selector}`)];
        const listed = [...(agenda?.querySelectorAll(selector) ?? [])];
        return [
          ...(inGrid.length === days.length ? [] : [`${closure.id}: on ${inGrid.length} days`]),
          ...(listed.length === 1 ? [] : [`${closure.id}: listed ${listed.length} times`]),
          ...[...inGrid, ...listed]
            .filter(
              (link) =>
                link.getAttribute("href") !== localizePath(`/closures#${closure.id}`, locale),
            )
            .map(() => `${closure.id}: does not lead to its entry`),
          ...[...inGrid, ...listed]
            .filter((link) => !text(link).includes(closure.reason[locale]))
            .map(() => `${closure.id}: does not give its reason`),
        ];
      });
      expect(problems).toEqual([]);
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

  it("gives each program's places in words, says what they mean and what to do, and gives the phone to call once they are old", () => {
    const problems = sitePages.flatMap(({ location, locale, page }) =>
      placesAt(location.slug).flatMap(({ program, status, checked }) => {
        // A status shows only while its program's registration is open (registration.built.test.ts).
        const open = openWindow(program, today);
        if (!open) return [];
        const card = page.document.querySelector(`li[data-program="${program}"]`);
        const current = card?.querySelector(`[data-status="${status}"]`);
        const old = card?.querySelector('[data-status="stale"]');
        const own = placeWindows(checked, placeStatus.staleAfterDays);
        const windows = { current: overlap(own.current, open), stale: overlap(own.stale, open) };
        if (!windows.current || !windows.stale) return [];
        const words = placeStatus.statuses[status];
        const meaning = spaced(fill(words.meaning[locale], { phone: location.phone }));
        const where = `${page.path} ${program}`;
        return [
          ...(text(current).includes(words.name[locale])
            ? []
            : [`${where}: no "${words.name[locale]}"`]),
          ...(text(current).includes(meaning)
            ? []
            : [`${where}: does not say what "${words.name[locale]}" means`]),
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

  it("with a waitlist or no places, offers a call to the site before the Register button", () => {
    const waiting = sitePages.flatMap(({ location, locale, page }) =>
      placesAt(location.slug)
        .filter(({ status, program, checked }) => {
          // A status shown as current while registration is open (registration.built.test.ts).
          const open = openWindow(program, today);
          const current = placeWindows(checked, placeStatus.staleAfterDays).current;
          return !hasPlaces(status) && open && overlap(current, open);
        })
        .map(({ program, status }) => ({ location, locale, page, program, status })),
    );
    const problems = waiting.flatMap(({ location, locale, page, program, status }) => {
      const card = page.document.querySelector(`li[data-program="${program}"]`);
      const words = placeStatus.statuses[status];
      const call = [...(card?.querySelectorAll(`[data-status="${status}"] a`) ?? [])].find(
        (link) => text(link) === ("call" in words ? words.call[locale] : ""),
      );
      const register = [...(card?.querySelectorAll("a") ?? [])].find((link) =>
        text(link).startsWith(programById(program).registerLabel[locale]),
      );
      const where = `${page.path} ${program}`;
      return [
        ...(call?.getAttribute("href") === telHref(location.phone)
          ? []
          : [`${where}: no button that calls ${location.phone}`]),
        ...(call && register && !(call.compareDocumentPosition(register) & 4)
          ? [`${where}: the call comes after the Register button`]
          : []),
      ];
    });
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

  it("the Spanish feeds write dates and words as the Spanish pages do, running on in lower case after a colon or parenthesis", () => {
    // An Atom title's days follow its colon; a summary's sites and programs its parenthesis.
    const firstWord = (words: string) => words.split(" ")[0]!;
    const atTheStart = [closuresPage.allSites.es, closuresPage.onlyPrograms.es].map(firstWord);
    const runsOn = {
      atom: { rule: "a capital after the colon", pattern: /: \p{Lu}/u },
      ics: {
        rule: "a capital after the parenthesis",
        pattern: new RegExp(`\\((${atTheStart.join("|")})\\b`, "u"),
      },
    };
    const problems = feeds
      .filter((feed) => feed.locale === "es")
      .flatMap((feed) => {
        const body = read(feed.path.slice(1));
        const atom = feed.path.endsWith(".atom");
        const texts = atom
          ? [...parseAtom(body).querySelectorAll("entry title, entry summary")].map(
              (element) => element.textContent ?? "",
            )
          : new ICAL.Component(ICAL.parse(body))
              .getAllSubcomponents("vevent")
              .map((vevent) => String(vevent.getFirstPropertyValue("summary")));
        return texts.flatMap((text) =>
          [...spanishRules, atom ? runsOn.atom : runsOn.ics]
            .filter(({ pattern }) => pattern.test(text))
            .map(({ rule }) => `${feed.path}: ${rule}: "${text}"`),
        );
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
      expect(headersFor(parseHeadersFile(headers), feed.path)["Content-Type"]).toBe(
        feed.contentType,
      );
  });
});

describe("the days script", () => {
  it("is on a page without React once, after every part it shows on its days", () => {
    // A page with React (Locations) shows its dated parts by the visitor's day itself.
    const withoutReact = builtPages().filter(
      (page) => !page.document.querySelector('script[type="module"]'),
    );
    const problems = problemsOf(withoutReact, (page) => {
      const scripts = [...page.document.querySelectorAll("script:not([src])")].filter(
        (script) => script.textContent === inlineScripts.closureDays,
      );
      const dated = page.document.querySelectorAll("[data-from], [data-until]");
      const last = dated[dated.length - 1];
      return [
        ...(scripts.length > 1 ? [`has the days script ${scripts.length} times`] : []),
        ...(last && scripts.length === 0 ? ["has dated parts but no days script"] : []),
        ...(last && scripts[0] && !(last.compareDocumentPosition(scripts[0]) & 4)
          ? ["has dated parts after its days script"]
          : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});
