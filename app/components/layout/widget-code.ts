/**
 * Widget code that arrives after hydration (menus, drawer, dialogs, tabs, disclosures) is
 * counted here, so the document says when every widget on it is live:
 * `<html data-widgets="ready">`, or "loading" while some code is still on its way. Until
 * hydration the attribute is absent. Browser tests wait for it instead of guessing from
 * network silence, which a busy machine can reach before React has finished hydrating.
 */
let pending = 0;

function mark() {
  document.documentElement.dataset.widgets = pending === 0 ? "ready" : "loading";
}

/** Counts `load` as pending widget code until it settles. */
export function trackWidgetCode<T>(load: Promise<T>): Promise<T> {
  // Prerendering loads widget code too; there is no document to mark then.
  if (typeof document === "undefined") return load;
  pending += 1;
  mark();
  return load.finally(() => {
    pending -= 1;
    // A task later, so React has rendered with the arrived code before the page says ready.
    window.setTimeout(mark, 0);
  });
}

/** Called once the page has hydrated: with nothing pending, its widgets are ready. */
export function markHydrated() {
  mark();
}
