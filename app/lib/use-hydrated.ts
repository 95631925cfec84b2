import { startTransition, useEffect, useState } from "react";

let hydrated = false;

/** Whether the page has hydrated, for a hook whose first render must match the prerendered page. */
export const pageHydrated = () => hydrated;

/**
 * False in the prerendered HTML and while hydrating, true right after: what depends on the
 * visitor's clock, URL or browser renders only then, so hydration never meets different
 * markup. The switch is a transition, so a large part that appears then (the calendar, the
 * map) renders in slices between the visitor's taps instead of in one long task. A part
 * mounted later, after a client-side navigation, is hydrated from its first render.
 */
export function useHydrated(): boolean {
  const [state, setState] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    startTransition(() => setState(true));
  }, []);
  return state;
}
