import { startTransition, useCallback, useState } from "react";
import type { LocationsWords } from "~content/locations";
import type { ProgramId } from "~content/program-ids";
import type { SiteLocation } from "~content/sites";
import type { SearchEntry } from "./search-entry";
import type { SiteNews } from "./site-card";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { MapSection, initialMapView } from "./map-section";
import type { MapView } from "./map-view";
import { SiteList } from "./site-list";
import { SiteSearch } from "./site-search";

export interface LocationsPageProps {
  /** The page's title, introduction, headings and help, written by staff (content/locations.yaml). */
  words: LocationsWords;
  /** The main office first, then the thirteen school sites. */
  sites: SiteLocation[];
  mapCenter: { lat: number; lng: number };
  programLabels: Record<ProgramId, string>;
  /** The search index in the page's language. */
  searchEntries: SearchEntry[];
  /** The day the page was built, in Los Angeles; the visitor's own day once React runs. */
  buildDay: string;
  /** Each location's places and closures in the next two weeks, by slug. */
  siteNews: Record<string, SiteNews>;
  /** The programs families can look for places in, by name. */
  filterPrograms: { id: ProgramId; name: string; inSentence: string }[];
}

/** /locations: search, the map of every site, and the site cards. */
export function LocationsPage({
  words,
  sites,
  mapCenter,
  programLabels,
  searchEntries,
  buildDay,
  siteNews,
  filterPrograms,
}: LocationsPageProps) {
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
      <PageHeader title={words.page.title} lead={words.intro} />
      <PageBody>
        <div className="grid gap-10 lg:grid-cols-3">
          <SiteSearch heading={words.search.heading} entries={searchEntries} />
          <section aria-labelledby="map-heading" className="lg:col-span-2">
            <h2 id="map-heading" className="text-2xl">
              {words.map.heading}
            </h2>
            <p className="mt-1 mb-3 text-ink-soft">{words.map.help}</p>
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
          words={words.list}
          sites={sites}
          programLabels={programLabels}
          onShowOnMap={view === "ready" ? showOnMap : undefined}
          buildDay={buildDay}
          siteNews={siteNews}
          filterPrograms={filterPrograms}
        />
      </PageBody>
    </>
  );
}
