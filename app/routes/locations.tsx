import type { ProgramId } from "~content/program-ids";
import { programs, searchIndex, searchKinds, mainOffice, sites } from "~/content.server";
import { LocationsPage } from "~/features/locations/locations-page";
import type { PageHandle } from "~/lib/page-handle";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/locations";

// The map, the search and sorting by distance need React in the browser.
export const handle: PageHandle = { hydrate: true };

export function loader() {
  return {
    sites,
    mapCenter: { lat: mainOffice.lat, lng: mainOffice.lng },
    programLabels: Object.fromEntries(
      programs.map((program) => [program.id, program.tooltip]),
    ) as Record<ProgramId, string>,
    search: { entries: searchIndex, kindLabels: searchKinds },
    meta: seo({
      title: "Locations",
      description:
        "Find STAR's 13 school sites and main office on a map: addresses, phone numbers, the programs at each site and directions. Search the site or sort the list by distance from you.",
      path: "/locations",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { sites, mapCenter, programLabels, search } = loaderData;
  return (
    <LocationsPage
      sites={sites}
      mapCenter={mapCenter}
      programLabels={programLabels}
      search={search}
    />
  );
}
