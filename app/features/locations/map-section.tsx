import { lazy, Suspense, useEffect, type ComponentType } from "react";
import type { SiteLocation } from "~content/sites";
import { config } from "~/lib/config";
import { useHydrated } from "~/lib/use-hydrated";
import { MapPanel } from "./map-panel";
import type { MapView } from "./map-view";
import type { SiteMapProps } from "./site-map";

// The map and its library are a separate chunk, fetched only here and only in the browser.
// If the chunk itself cannot be fetched, the map area says so instead of breaking the page.
const SiteMap = lazy<ComponentType<SiteMapProps>>(() =>
  import("./site-map").catch(() => ({ default: ChunkFailed })),
);

function ChunkFailed({ onViewChange }: SiteMapProps) {
  useEffect(() => onViewChange("failed"), [onViewChange]);
  return null;
}

export function initialMapView(): MapView {
  return config.mapsApiKey ? "loading" : "not-configured";
}

interface MapSectionProps {
  sites: readonly SiteLocation[];
  center: { lat: number; lng: number };
  view: MapView;
  openSlug: string | null;
  onOpen: (slug: string) => void;
  onClose: (slug: string) => void;
  onViewChange: (view: MapView) => void;
}

/**
 * A box of fixed height that holds the map once it has loaded, and a panel saying why
 * otherwise. The prerendered page has the same box, so nothing moves when the map arrives.
 */
export function MapSection({ view, ...props }: MapSectionProps) {
  const hydrated = useHydrated();
  const apiKey = config.mapsApiKey;
  return (
    <div
      id="site-map"
      className="relative h-80 overflow-hidden rounded-2xl border border-line bg-mist sm:h-96"
    >
      {apiKey && hydrated && (
        <Suspense fallback={null}>
          <SiteMap apiKey={apiKey} mapId={config.mapsMapId} {...props} />
        </Suspense>
      )}
      {view !== "ready" && <MapPanel view={view} />}
    </div>
  );
}
