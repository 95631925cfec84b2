import { TZDate } from "@date-fns/tz";
import { Feed } from "feed";
import {
  closures as allClosures,
  closuresPage,
  notice as siteNotice,
  organisation,
  type ClosureContent,
  type NoticeContent,
} from "~/content.server";
import { localizePath, type Locale } from "~i18n/locale";
import { closureView } from "./closure-views.server";
import { carried, upcoming } from "./closure-windows";
import { dayRange, siteZone, type Day } from "./days";
import { newsFeedPath } from "./feed-paths";

export interface NewsFeedOptions {
  locale: Locale;
  siteUrl: string;
  /** The build's day: closures already over and a notice past its last day are left out. */
  today: Day;
  closures?: readonly ClosureContent[];
  notice?: NoticeContent;
}

/**
 * Staff's text as the HTML of an entry's title or summary, which the generator writes as
 * type="html": escaped, so a feed reader shows "<img>" or "<a>" in a reason as the characters
 * staff typed and never as markup.
 */
const asHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** The start of a day in Los Angeles, the moment an entry is dated with. */
const morningOf = (day: Day) => {
  const [year, month, date] = day.split("-").map(Number);
  return new TZDate(year!, month! - 1, date!, siteZone);
};

/**
 * The news of notices and closures as an Atom 1.0 feed (RFC 4287) in one language: the site
 * notice while it is current, then every closure still to come. Each entry's id is the address
 * of what it announces and its date the day it was announced, so a reader shows an entry once
 * and as new only when it is; the feed's own date is its newest entry's.
 */
export function newsFeed({
  locale,
  siteUrl,
  today,
  closures = allClosures,
  notice = siteNotice,
}: NewsFeedOptions): string {
  const home = `${siteUrl}${localizePath("/", locale)}`;
  const page = `${siteUrl}${localizePath("/closures", locale)}`;
  const entries = [];

  if (notice.message && notice.start && notice.end && notice.end >= today) {
    const link = notice.linkTo
      ? notice.linkTo.startsWith("/")
        ? `${siteUrl}${localizePath(notice.linkTo, locale)}`
        : notice.linkTo
      : home;
    entries.push({
      title: asHtml(notice.message[locale]),
      id: `${home}#notice-${notice.start}`,
      link,
      date: morningOf(notice.start),
      description: asHtml(notice.message[locale]),
    });
  }

  for (const closure of closures.filter((each) => carried(upcoming(each), today))) {
    const view = closureView(closure, locale, upcoming(closure));
    const lines = [view.days, view.where, view.programs].filter(Boolean);
    // After the colon the days run on in lower case: "…: del lunes 21 de diciembre al…".
    const days = dayRange(closure.first, closure.last, locale);
    entries.push({
      title: asHtml(`${view.what} – ${view.reason}: ${days}`),
      id: `${page}#${closure.id}`,
      link: `${page}#${closure.id}`,
      date: morningOf(closure.announced),
      description: asHtml(lines.join(". ")),
    });
  }

  const newest = entries.map((entry) => entry.date).sort((a, b) => +b - +a)[0];
  const self = `${siteUrl}${newsFeedPath(locale)}`;
  const feed = new Feed({
    title: closuresPage.news.title[locale],
    description: closuresPage.news.description[locale],
    id: self,
    link: home,
    language: locale,
    updated: newest ?? morningOf(today),
    generator: organisation.fullName,
    feedLinks: { atom: self },
    author: { name: organisation.fullName, link: home },
    copyright: organisation.fullName,
  });
  for (const entry of entries) {
    feed.addItem({ ...entry, author: [{ name: organisation.fullName, link: home }] });
  }
  return inLanguage(feed.atom1(), locale);
}

const ATOM_ROOT = '<feed xmlns="http://www.w3.org/2005/Atom">';

/**
 * The feed with its language on its root (xml:lang), which the generator writes only into RSS:
 * a reader then knows the Spanish feed's entries are Spanish.
 */
function inLanguage(atom: string, locale: Locale): string {
  if (atom.split(ATOM_ROOT).length !== 2)
    throw new Error("the Atom feed's root is not as expected");
  return atom.replace(ATOM_ROOT, ATOM_ROOT.replace(">", ` xml:lang="${locale}">`));
}
