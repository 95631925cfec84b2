import { lazy, Suspense, useState, type ComponentType } from "react";
import { trackWidgetCode } from "./widget-code";

export type DeferredComponent<P> = ComponentType<P> & {
  /** Fetches the code; a route's clientLoader awaits it, so the page renders with it at once. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code stays out of the page's first download, for parts of a prerendered
 * page that can wait (see docs/decisions/004-javascript-budget.md). The prerendered HTML holds
 * its markup, which React keeps, inside a Suspense boundary, until the code has arrived and
 * hydrates it. `load` must pick the component from a dynamic `import()`.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => trackWidgetCode(load()).then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Deferred(props: P) {
    // Once preloaded, the code is used directly: React.lazy would show nothing for a moment on
    // its first render. Chosen once per mount, since changing it would remount the component.
    const [Component] = useState(() => loaded ?? Lazy);
    return (
      <Suspense>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}
