import { useSyncExternalStore } from "react";

// Printed on any paper, the camps are a table.
const WIDE = "(min-width: 40rem), print";

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/**
 * Whether the screen is wide enough for the camp table (640px up, Tailwind's `sm`); narrower
 * screens get cards, except on paper. Only the one on screen is drawn, since a list of thousands of camps is
 * costly to draw, and costlier still to take away when a search narrows it.
 */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(WIDE).matches ?? true,
    () => true,
  );
}
