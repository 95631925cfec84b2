import { StrictMode, startTransition } from "react";
import { fetchWaitingCode } from "~/lib/after-paint";

// React Router's standard client entry, except that React's renderer (react-dom/client, the
// largest file of every page with React) and the code the page's modules set aside for later
// (fetchAfterPaint) are fetched once the page has painted, so that on a slow phone they do not
// share the network with the page's own first paint (decision 031). The page is prerendered:
// until then a visitor reads it, and its controls wait disabled (useHydrated).
async function hydrate() {
  const [{ hydrateRoot }, { HydratedRouter }] = await Promise.all([
    import("react-dom/client"),
    import("react-router/dom"),
    fetchWaitingCode(),
  ]);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// A frame's callbacks run before it is painted, a task queued from one after it. A tab opened in
// the background paints nothing until it is shown, so it hydrates at once.
if (document.visibilityState === "hidden") void hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
