import type { APILoadingStatus } from "@vis.gl/react-google-maps";

/** What the map area shows. */
export type MapView = "not-configured" | "loading" | "ready" | "failed" | "auth-failure";

/** Maps the Maps API loading status (and whether a key is configured at all) to the map area. */
export function mapView(hasKey: boolean, status: APILoadingStatus): MapView {
  if (!hasKey) return "not-configured";
  switch (status) {
    case "LOADED":
      return "ready";
    case "FAILED":
      return "failed";
    case "AUTH_FAILURE":
      return "auth-failure";
    case "NOT_LOADED":
    case "LOADING":
      return "loading";
  }
}
