import { schoolSites } from "../content/sites";
import { locales, type Locale } from "../i18n/locale";
import { closuresFeedPath, newsFeedPath } from "./features/closures/feed-paths";

/** A feed the build writes: its path, its route module, and what it is served as. */
export interface FeedEntry {
  path: string;
  file: string;
  id: string;
  locale: Locale;
  contentType: string;
  /** The site of a site's calendar. */
  site?: string;
}

const calendarType = "text/calendar; charset=utf-8";
const atomType = "application/atom+xml; charset=utf-8";

// The one list of feeds, in both languages. The route table (routes.ts) prerenders each; the
// build allows exactly these beside the pages and names their content type in `_headers`.
export const feeds: FeedEntry[] = locales.flatMap((locale) => {
  const prefix = locale === "en" ? "" : `${locale}-`;
  return [
    {
      path: closuresFeedPath(locale),
      file: "routes/closures-feed.ts",
      id: `${prefix}closures-feed`,
      locale,
      contentType: calendarType,
    },
    ...schoolSites.map((site) => ({
      path: closuresFeedPath(locale, site.slug),
      file: "routes/closures-feed.ts",
      id: `${prefix}closures-feed-${site.slug}`,
      locale,
      contentType: calendarType,
      site: site.slug,
    })),
    {
      path: newsFeedPath(locale),
      file: "routes/news-feed.ts",
      id: `${prefix}news-feed`,
      locale,
      contentType: atomType,
    },
  ];
});

/** The feed at a path, as its route's loader finds it. */
export function feedAt(pathname: string): FeedEntry | undefined {
  return feeds.find((feed) => feed.path === pathname.replace(/\/+$/, ""));
}
