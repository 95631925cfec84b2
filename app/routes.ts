import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { schoolSites } from "../content/sites";
import { summerPreviews } from "../content/summer-previews";
import { movedPages } from "./redirects";

// The one list of pages. Prerendering (react-router.config.ts), the sitemap and the
// every-route browser tests all read it, so a page added here is covered everywhere, in both
// languages. Site pages get one static route each (from content) so an unknown /locations/x
// falls through to the Not Found route instead of a half-empty site page.
const pages: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  route("programs", "routes/programs.tsx"),
  route("programs/galaxy", "routes/galaxy.tsx"),
  route("programs/pricing", "routes/galaxy-pricing.tsx"),
  route("programs/subsidy", "routes/subsidy.tsx"),
  route("programs/nsd-camps", "routes/nsd-camps.tsx"),
  route("programs/summer-camp", "routes/summer-camp.tsx"),
  route("locations", "routes/locations.tsx"),
  route("locations/main-office", "routes/main-office.tsx"),
  ...schoolSites.map((site) =>
    route(`locations/${site.slug}`, "routes/site.tsx", { id: `site-${site.slug}` }),
  ),
  route("calendar", "routes/calendar.tsx"),
  ...Object.keys(movedPages).map((from) =>
    route(from.slice(1), "routes/moved-page.tsx", { id: `moved${from.replaceAll("/", "-")}` }),
  ),
  route("accessibility", "routes/accessibility.tsx"),
  route("programs/nova", "routes/nova.tsx"),
  route("about/about-star", "routes/about-star.tsx"),
  route("about/employment", "routes/employment.tsx"),
  route("about/parent-resources", "routes/parent-resources.tsx"),
  route("about/donations", "routes/donations.tsx"),
  route("contact", "routes/contact.tsx"),
  ...summerPreviews.map(({ id, path }) =>
    route(path.slice(1), "routes/summer-preview.tsx", { id: `summer-preview-${id}` }),
  ),
];

/** The same page under /es: the same screen, which takes its language from the path. */
function inSpanish(page: RouteConfigEntry): RouteConfigEntry {
  const id = page.id ?? page.file.replace(/\.tsx$/, "");
  return route(page.index ? "es" : `es/${page.path}`, page.file, { id: `es-${id}` });
}

export default [
  ...pages,
  ...pages.map(inSpanish),
  route("es/*", "routes/not-found.tsx", { id: "es-not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
