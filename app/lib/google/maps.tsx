import { APILoadingStatus, APIProvider, useApiLoadingStatus } from "@vis.gl/react-google-maps";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";

declare global {
  interface Window {
    gm_authFailure?: () => void;
  }
}

// Classic markers live in the "marker" library too; loading it up front means the status only
// turns LOADED once everything the map draws is there. A constant, so the provider never reloads.
const LIBRARIES = ["marker"];

let authFailed = false;
const authListeners = new Set<() => void>();

function subscribeToAuthFailure(listener: () => void) {
  authListeners.add(listener);
  return () => {
    authListeners.delete(listener);
  };
}

/**
 * Google calls `window.gm_authFailure` when it refuses the key (the script itself loads fine).
 * @vis.gl/react-google-maps stopped listening for it in 1.8, so the site does. The flag is
 * module state because Google calls it once per page load, whoever is mounted at the time.
 */
function listenForAuthFailure() {
  window.gm_authFailure = () => {
    authFailed = true;
    authListeners.forEach((listener) => listener());
  };
}

function reportLoadError(error: unknown) {
  // The page shows its own message in place of the map; this note is for whoever debugs it.
  console.warn("Google Maps did not load; showing the fallback panel.", error);
}

interface MapsProviderProps {
  apiKey: string;
  /** The language of Google's own words on the map, like "es"; the browser's when left out. */
  language?: string;
  children: ReactNode;
}

/** Loads the Maps JavaScript API (once per page) for the map components inside it. */
export function MapsProvider({ apiKey, language, children }: MapsProviderProps) {
  useEffect(listenForAuthFailure, []);
  return (
    <APIProvider
      apiKey={apiKey}
      language={language}
      libraries={LIBRARIES}
      onError={reportLoadError}
    >
      {children}
    </APIProvider>
  );
}

/** The library's loading status, with AUTH_FAILURE once Google has refused the key. */
export function useMapsStatus(): APILoadingStatus {
  const status = useApiLoadingStatus();
  const refused = useSyncExternalStore(
    subscribeToAuthFailure,
    () => authFailed,
    () => false,
  );
  return refused ? APILoadingStatus.AUTH_FAILURE : status;
}
