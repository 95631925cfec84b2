import type { ProgramId } from "~content/program-ids";
import { localize, locationsPage, mainOffice, programs, sites } from "~/content.server";
import { LocationsPage } from "~/features/locations/locations-page";
import { searchIndex } from "~/features/locations/search-index.server";
import { config } from "~/lib/config";
import { MAPS } from "~/lib/google/maps-hosts";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~/lib/i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/locations";

// The map, the search and sorting by distance need React in the browser. With a Maps key, the
// connections to Google's map hosts are opened while the page's own code is still arriving.
export const handle: PageHandle = { hydrate: true, uses: ["maps"] };

export const links: Route.LinksFunction = () =>
  config.mapsApiKey ? MAPS.script.map((href) => ({ rel: "preconnect", href })) : [];

export function loader({ url }: Pick<Route.LoaderArgs, "url">) {
  const locale = pageLocale({ url });
  const words = localize(locationsPage, locale);
  return {
    words,
    sites: localize(sites, locale),
    mapCenter: { lat: mainOffice.lat, lng: mainOffice.lng },
    programLabels: Object.fromEntries(
      programs.map((program) => [program.id, program.tooltip[locale]]),
    ) as Record<ProgramId, string>,
    searchEntries: searchIndex(locale),
    meta: seo({ url, ...words.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { words, sites, mapCenter, programLabels, searchEntries } = loaderData;
  return (
    <LocationsPage
      words={words}
      sites={sites}
      mapCenter={mapCenter}
      programLabels={programLabels}
      searchEntries={searchEntries}
    />
  );
}
