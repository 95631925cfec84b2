import type { ProgramId } from "~content/program-ids";
import {
  localize,
  locationsPage,
  mainOffice,
  programById,
  programs,
  programsWithPlaces,
  registrationOpenOn,
  sites,
} from "~/content.server";
import { placesOf, soonAt } from "~/features/closures/closure-views.server";
import { pacificDay } from "~/features/closures/days";
import { LocationsPage } from "~/features/locations/locations-page";
import { searchIndex } from "~/features/locations/search-index.server";
import { config } from "~/lib/config";
import { MAPS } from "~/lib/google/maps-hosts";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/locations";

// The map, the search and sorting by distance need React in the browser; the filter by places
// works without it (PlacesFilter), and with it keeps the choice in the address. With a Maps key, the
// connections to Google's map hosts are opened while the page's own code is still arriving.
export const handle: PageHandle = { hydrate: true, uses: ["maps"] };

export const links: Route.LinksFunction = () =>
  config.mapsApiKey ? MAPS.script.map((href) => ({ rel: "preconnect", href })) : [];

export function loader({ url }: Pick<Route.LoaderArgs, "url">) {
  const locale = pageLocale({ url });
  const words = localize(locationsPage, locale);
  const today = pacificDay();
  return {
    words,
    sites: localize(sites, locale),
    mapCenter: { lat: mainOffice.lat, lng: mainOffice.lng },
    programLabels: Object.fromEntries(
      programs.map((program) => [program.id, program.tooltip[locale]]),
    ) as Record<ProgramId, string>,
    searchEntries: searchIndex(locale),
    buildDay: today,
    siteNews: Object.fromEntries(
      sites.map((site) => [
        site.slug,
        { places: placesOf(site.slug, locale, today), closures: soonAt(site.slug, locale, today) },
      ]),
    ),
    // Only a program whose registration is open has places to look for.
    filterPrograms: programsWithPlaces
      .filter((id) => registrationOpenOn(id, today))
      .map((id) => ({
        id,
        name: programById(id).name[locale],
        inSentence: programById(id).inSentence[locale],
      })),
    meta: seo({ url, ...words.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { words, sites, mapCenter, programLabels, searchEntries } = loaderData;
  const { buildDay, siteNews, filterPrograms } = loaderData;
  return (
    <LocationsPage
      words={words}
      sites={sites}
      mapCenter={mapCenter}
      programLabels={programLabels}
      searchEntries={searchEntries}
      buildDay={buildDay}
      siteNews={siteNews}
      filterPrograms={filterPrograms}
    />
  );
}
