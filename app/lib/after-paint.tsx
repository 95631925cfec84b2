import { startTransition, useEffect, useState, type ComponentType } from "react";
import { pageHydrated } from "./use-hydrated";

// Code a page with React runs but does not need for its first paint (a popup's code): the
// client entry fetches it once the page has painted, beside React's renderer, and hydrates when
// both have come, so that the controls that use it turn on with the others (decision 031).

const waiting: Array<() => Promise<void>> = [];
let painted = false;

/**
 * Asks for `load` to be fetched after the first paint (at once on a page reached later, by a
 * link inside the site), and returns a hook that gives what it loaded: undefined until then,
 * while hydrating, and for good if the file could not be fetched.
 */
function fetchAfterPaint<T>(load: () => Promise<T>): () => T | undefined {
  let loaded: T | undefined;
  const listeners = new Set<() => void>();
  let fetching: Promise<void> | undefined;
  const fetch = () =>
    (fetching ??= load().then(
      (value) => {
        loaded = value;
        for (const listener of listeners) listener();
      },
      () => {},
    ));
  if (painted) void fetch();
  else waiting.push(fetch);
  // While hydrating it gives what the prerendered page holds (nothing), then what has come. The
  // change is a transition, as useHydrated's is, never a store's synchronous render: on Locations
  // it swaps in every site's program tooltips, which in one task held a slow phone's main thread
  // for 200 ms.
  return () => {
    const [value, setValue] = useState(() => (pageHydrated() ? loaded : undefined));
    useEffect(() => {
      const update = () => startTransition(() => setValue(() => loaded));
      update();
      listeners.add(update);
      return () => {
        listeners.delete(update);
      };
    }, []);
    return value;
  };
}

/**
 * A component whose code is fetched after the first paint: `Fallback` stands in for it in the
 * prerendered page, while hydrating, and for good if its file cannot be fetched, so the fallback
 * must be a page that works without it.
 */
export function componentAfterPaint<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback: ComponentType<Props>,
): ComponentType<Props> {
  const useLoaded = fetchAfterPaint(load);
  return function AfterPaint(props: Props) {
    const Loaded = useLoaded() ?? Fallback;
    return <Loaded {...props} />;
  };
}

/** For the client entry, once the page has painted: fetches what the page's modules asked for. */
export function fetchWaitingCode(): Promise<void[]> {
  painted = true;
  return Promise.all(waiting.splice(0).map((fetch) => fetch()));
}
