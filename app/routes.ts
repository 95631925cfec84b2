import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { schoolSites } from "../content/sites";

// The one list of pages. Prerendering (react-router.config.ts), the sitemap and the
// every-route browser tests all read it, so a page added here is covered everywhere.
// Site pages get one static route each (from content) so an unknown /locations/x
// falls through to the Not Found route instead of a half-empty site page.
export default [
  index("routes/home.tsx"),
  route("locations", "routes/locations.tsx"),
  route("locations/main-office", "routes/main-office.tsx"),
  ...schoolSites.map((site) =>
    route(`locations/${site.slug}`, "routes/site.tsx", { id: `site-${site.slug}` }),
  ),
  route("programs/summer-camps", "routes/summer-camps-redirect.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
