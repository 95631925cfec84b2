import {
  AdvancedMarker,
  InfoWindow,
  Map as GoogleMap,
  Marker,
  useAdvancedMarkerRef,
  useMarkerRef,
  type InfoWindowProps,
} from "@vis.gl/react-google-maps";
import { useCallback, useEffect, useMemo } from "react";
import type { SiteLocation } from "~content/sites";
import { siteHref, siteInSentence } from "~content/site-format";
import { MapsProvider, useMapsStatus } from "~/lib/google/maps";
import { useLocale, useLocalePath, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { mapView, type MapView } from "./map-view";

export const DEFAULT_ZOOM = 11;

export interface SiteMapProps {
  apiKey: string;
  /** With a Map ID the markers are Advanced Markers; without one, classic markers. */
  mapId?: string;
  sites: readonly SiteLocation[];
  /** Where the map opens: the main office. */
  center: { lat: number; lng: number };
  openSlug: string | null;
  onOpen: (slug: string) => void;
  onClose: (slug: string) => void;
  onViewChange: (view: MapView) => void;
}

/** The Google map of every location. Loaded lazily, in the browser only, by MapSection. */
export default function SiteMap({ apiKey, ...props }: SiteMapProps) {
  // Google's own words on the map (controls, the close button) follow the page's language.
  const language = useLocale();
  return (
    <MapsProvider apiKey={apiKey} language={language}>
      <SiteMapBody {...props} />
    </MapsProvider>
  );
}

function SiteMapBody({
  mapId,
  sites,
  center,
  openSlug,
  onOpen,
  onClose,
  onViewChange,
}: Omit<SiteMapProps, "apiKey">) {
  const view = mapView(true, useMapsStatus());
  useEffect(() => onViewChange(view), [view, onViewChange]);
  if (view !== "ready") return null;
  const SiteMarker = mapId ? AdvancedSiteMarker : ClassicSiteMarker;
  return (
    <GoogleMap
      className="size-full"
      defaultCenter={center}
      defaultZoom={DEFAULT_ZOOM}
      mapId={mapId}
      gestureHandling="cooperative"
      clickableIcons={false}
    >
      {sites.map((site) => (
        <SiteMarker
          key={site.slug}
          site={site}
          open={openSlug === site.slug}
          onOpen={onOpen}
          onClose={onClose}
        />
      ))}
    </GoogleMap>
  );
}

interface SiteMarkerProps {
  site: SiteLocation;
  open: boolean;
  onOpen: (slug: string) => void;
  onClose: (slug: string) => void;
}

function useMarkerProps({ site, onOpen }: SiteMarkerProps) {
  const position = useMemo(() => ({ lat: site.lat, lng: site.lng }), [site.lat, site.lng]);
  const onClick = useCallback(() => onOpen(site.slug), [onOpen, site.slug]);
  return { position, onClick, title: site.windowTitle };
}

// Google makes a marker with a title and a click handler focusable and operable by keyboard.
function ClassicSiteMarker(props: SiteMarkerProps) {
  const [ref, marker] = useMarkerRef();
  const markerProps = useMarkerProps(props);
  return (
    <>
      <Marker ref={ref} {...markerProps} />
      {props.open && <SiteInfoWindow {...props} anchor={marker} />}
    </>
  );
}

function AdvancedSiteMarker(props: SiteMarkerProps) {
  const [ref, marker] = useAdvancedMarkerRef();
  const markerProps = useMarkerProps(props);
  return (
    <>
      <AdvancedMarker ref={ref} {...markerProps} />
      {props.open && <SiteInfoWindow {...props} anchor={marker} />}
    </>
  );
}

function SiteInfoWindow({
  site,
  anchor,
  onClose,
}: SiteMarkerProps & { anchor: InfoWindowProps["anchor"] }) {
  const close = useCallback(() => onClose(site.slug), [onClose, site.slug]);
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <InfoWindow
      anchor={anchor}
      shouldFocus
      headerContent={<h3 className="text-lg">{site.windowTitle}</h3>}
      onClose={close}
    >
      <address className="text-base text-ink not-italic">
        {site.address}
        <br />
        {site.city}, {site.state} {site.zip}
      </address>
      <a
        href={localePath(siteHref(site))}
        className="mt-2 inline-flex min-h-6 items-center font-bold"
      >
        {t(m.locations_location_details)}
        <span className="sr-only">
          {` ${t(m.locations_location_details_for, { name: siteInSentence(site) })}`}
        </span>
      </a>
    </InfoWindow>
  );
}
