import { startTransition, useCallback, useState } from "react";
import type { ProgramId } from "~content/program-ids";
import type { SiteLocation } from "~content/schema";
import type { SearchEntry, SearchKind } from "~content/search-index";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { MapSection, initialMapView } from "./map-section";
import type { MapView } from "./map-view";
import { SiteList } from "./site-list";
import { SiteSearch } from "./site-search";

export interface LocationsPageProps {
  /** The main office first, then the thirteen school sites. */
  sites: SiteLocation[];
  mapCenter: { lat: number; lng: number };
  programLabels: Record<ProgramId, string>;
  search: { entries: SearchEntry[]; kindLabels: Record<SearchKind, string> };
}

/** /locations: search, the map of every site, and the site cards. */
export function LocationsPage({ sites, mapCenter, programLabels, search }: LocationsPageProps) {
  const [view, setView] = useState<MapView>(initialMapView);
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const onOpen = useCallback((slug: string) => setOpenSlug(slug), []);
  // A window that closes only clears the selection if it is still the selected one.
  const onClose = useCallback(
    (slug: string) => setOpenSlug((current) => (current === slug ? null : current)),
    [],
  );
  // The map's arrival or failure re-renders the page around it; as a transition that work
  // is done in slices, so a tap on a card meanwhile is answered at once.
  const onViewChange = useCallback((next: MapView) => startTransition(() => setView(next)), []);
  const showOnMap = useCallback((slug: string) => {
    setOpenSlug(slug);
    document.getElementById("site-map")?.scrollIntoView({ block: "nearest" });
  }, []);

  return (
    <>
      <PageHeader
        title="Locations"
        lead="STAR runs on 13 school campuses around Roseville, Granite Bay, Lincoln, Rocklin and Orangevale, with a main office in Rocklin. Find your child's school on the map, search by name, or sort the list by how close each site is to you."
      />
      <PageBody>
        <div className="grid gap-10 lg:grid-cols-3">
          <SiteSearch entries={search.entries} kindLabels={search.kindLabels} />
          <section aria-labelledby="map-heading" className="lg:col-span-2">
            <h2 id="map-heading" className="text-2xl">
              Map of our sites
            </h2>
            <p className="mt-1 mb-3 text-ink-soft">
              Select a marker to see the site's address and a link to its page.
            </p>
            <MapSection
              sites={sites}
              center={mapCenter}
              view={view}
              openSlug={openSlug}
              onOpen={onOpen}
              onClose={onClose}
              onViewChange={onViewChange}
            />
          </section>
        </div>
        <SiteList
          sites={sites}
          programLabels={programLabels}
          onShowOnMap={view === "ready" ? showOnMap : undefined}
        />
      </PageBody>
    </>
  );
}
