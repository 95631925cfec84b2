import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * The year from the visitor's clock. The prerendered HTML carries the build year; React swaps
 * in the browser's year right after hydration without a mismatch warning.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noChanges,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <span data-testid="copyright-year">{year}</span>;
}
