import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true right after: what depends on the
 * visitor's clock or URL renders only then, so hydration never meets different markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
