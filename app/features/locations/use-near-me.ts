import { useCallback, useState } from "react";
import type { LatLng } from "./distance";

export const GEOLOCATION_TIMEOUT_MS = 10_000;

export type NearMeFailure = "denied" | "unavailable" | "timeout" | "unsupported";

export type NearMeState =
  | { status: "idle" }
  | { status: "locating" }
  | { status: "located"; origin: LatLng }
  | { status: "failed"; reason: NearMeFailure };

const reasons: Record<number, NearMeFailure> = { 1: "denied", 2: "unavailable", 3: "timeout" };

/** Asks the browser for the visitor's position once per click; nothing leaves the browser. */
export function useNearMe() {
  const [state, setState] = useState<NearMeState>({ status: "idle" });

  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      setState({ status: "failed", reason: "unsupported" });
      return;
    }
    setState({ status: "locating" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({ status: "located", origin: { lat: coords.latitude, lng: coords.longitude } }),
      (error) => setState({ status: "failed", reason: reasons[error.code] ?? "unavailable" }),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  }, []);

  const reset = useCallback(() => setState({ status: "idle" }), []);

  return { state, locate, reset };
}
