import { LoaderCircle, MapPinOff, TriangleAlert } from "lucide-react";
import type { MapView } from "./map-view";

const fallbackNote =
  "Every site is listed below with its address, phone number and a Get Directions link.";

const panels: Record<Exclude<MapView, "ready">, { title: string; text: string }> = {
  loading: { title: "Loading the map…", text: "" },
  "not-configured": {
    title: "The map is not configured",
    text: `This copy of the website has no Google Maps key, so there is no map to show. ${fallbackNote}`,
  },
  failed: {
    title: "The Maps JavaScript API could not load.",
    text: `Your browser or network may be blocking Google Maps. ${fallbackNote}`,
  },
  "auth-failure": {
    title: "Error: AuthFailure",
    text: `A problem with the website's Google Maps API key prevents the map from rendering. ${fallbackNote}`,
  },
};

/**
 * What the map area says when there is no map: one live region, so a change from loading to a
 * failure is announced.
 */
export function MapPanel({ view }: { view: Exclude<MapView, "ready"> }) {
  const { title, text } = panels[view];
  const Icon =
    view === "loading" ? LoaderCircle : view === "not-configured" ? MapPinOff : TriangleAlert;
  return (
    <div
      role="status"
      data-map-view={view}
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center"
    >
      <Icon
        className={`size-8 text-brand ${view === "loading" ? "motion-safe:animate-spin" : ""}`}
        aria-hidden="true"
      />
      <p className="text-lg font-extrabold text-brand-strong">{title}</p>
      {text && <p className="max-w-prose text-ink-soft">{text}</p>}
    </div>
  );
}
