import { useEffect, useState } from "react";
import { trackWidgetCode } from "./widget-code";

/**
 * Loads a module once the page has hydrated, so widget code stays out of the first download
 * (see docs/decisions/004-javascript-budget.md). Undefined until it arrives; the caller renders
 * a look-alike meanwhile. `load` must be a module-level function so the effect runs once.
 */
export function useDeferredModule<T>(load: () => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState<T>();
  useEffect(() => {
    let live = true;
    void trackWidgetCode(load()).then((module) => {
      if (live) setLoaded(() => module);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}
