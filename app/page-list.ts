import { schoolSites } from "../content/sites";
import { summerPreviews } from "../content/summer-previews";
import { localizePath, locales, type Locale } from "../i18n/locale";
import { movedPages } from "./redirects";

/** A page of the site: its English path and the route module that renders it. */
export interface PageEntry {
  path: string;
  file: string;
  /** Needed where one module renders several pages (a site, a summer preview). */
  id?: string;
}

// The one list of pages, in menu order. The route table (routes.ts) is made from it, so
// prerendering, the sitemap and the tests all see the same pages, in both languages. Site pages
// get one static route each (from content) so that an unknown /locations/x falls through to the
// Not Found route instead of a half-empty site page.
export const pages: PageEntry[] = [
  { path: "/", file: "routes/home.tsx" },
  { path: "/programs", file: "routes/programs.tsx" },
  { path: "/programs/galaxy", file: "routes/galaxy.tsx" },
  { path: "/programs/pricing", file: "routes/galaxy-pricing.tsx" },
  { path: "/programs/subsidy", file: "routes/subsidy.tsx" },
  { path: "/programs/nsd-camps", file: "routes/nsd-camps.tsx" },
  { path: "/programs/summer-camp", file: "routes/summer-camp.tsx" },
  { path: "/locations", file: "routes/locations.tsx" },
  { path: "/locations/main-office", file: "routes/main-office.tsx" },
  ...schoolSites.map((site) => ({
    path: `/locations/${site.slug}`,
    file: "routes/site.tsx",
    id: `site-${site.slug}`,
  })),
  { path: "/calendar", file: "routes/calendar.tsx" },
  { path: "/closures", file: "routes/closures.tsx" },
  { path: "/accessibility", file: "routes/accessibility.tsx" },
  { path: "/programs/nova", file: "routes/nova.tsx" },
  { path: "/about/about-star", file: "routes/about-star.tsx" },
  { path: "/about/employment", file: "routes/employment.tsx" },
  { path: "/about/parent-resources", file: "routes/parent-resources.tsx" },
  { path: "/about/donations", file: "routes/donations.tsx" },
  { path: "/contact", file: "routes/contact.tsx" },
  { path: "/search", file: "routes/search.tsx" },
  ...summerPreviews.map(({ id, path }) => ({
    path,
    file: "routes/summer-preview.tsx",
    id: `summer-preview-${id}`,
  })),
];

/** The page that searches the site: the one page its search index leaves out. */
export const searchPagePath = "/search";

/** Old addresses, each a page that refreshes onward (redirects.ts); not pages of their own. */
export const movedPageEntries: PageEntry[] = Object.keys(movedPages).map((from) => ({
  path: from,
  file: "routes/moved-page.tsx",
  id: `moved${from.replaceAll("/", "-")}`,
}));

/** Every page in one language, or in both: "/calendar", "/es/calendar". */
export function pagePaths(locale?: Locale): string[] {
  return (locale ? [locale] : locales).flatMap((language) =>
    pages.map((page) => localizePath(page.path, language)),
  );
}
