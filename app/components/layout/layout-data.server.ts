import {
  closuresPage,
  footerBottomLinks,
  footerColumns,
  localize,
  mainNavigation,
  organisation,
  notice,
  socialLinks,
  type NoticeContent,
} from "~/content.server";
import type { Locale } from "~i18n/locale";
import { pacificDay, stillTrue } from "~i18n/days";
import { newsFeedPath } from "~/features/closures/feed-paths";

/**
 * What the shared layout shows, in the page's language, read from content when a page is
 * prerendered (root.tsx's loader), so no page downloads content to draw its header and footer.
 */
export function layoutData(locale: Locale) {
  const { name, fullName, tagline, divisionLine, mission } = organisation;
  return {
    organisation: localize({ name, fullName, tagline, divisionLine, mission }, locale),
    navigation: localize(mainNavigation, locale),
    footerColumns: localize(footerColumns, locale),
    footerBottomLinks: localize(footerBottomLinks, locale),
    socialLinks,
    notice: noticeToShow(notice, locale),
    /** The Atom feed of notices and closures, which every page names in its <head>. */
    newsFeed: { href: newsFeedPath(locale), title: closuresPage.news.title[locale] },
    buildYear: new Date().getFullYear(),
  };
}

/**
 * The site notice, unless it has none or its last day is past when the page is built. One that
 * starts later is built hidden; the page's script shows it on its days (inline-scripts.ts).
 */
export function noticeToShow(notice: NoticeContent, locale: Locale, today = pacificDay()) {
  const { message, start, end, linkText, linkTo } = notice;
  if (!message || !start || !end || !stillTrue(end, today)) return null;
  return {
    message: message[locale],
    first: start,
    last: end,
    link: linkText && linkTo ? { text: linkText[locale], to: linkTo } : null,
    startsLater: today < start,
  };
}

export type LayoutData = ReturnType<typeof layoutData>;
