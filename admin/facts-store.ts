import { useSyncExternalStore } from "react";
import { previewFacts, type PreviewFacts } from "./preview-facts";
import { PREVIEW_FACTS_EVENT } from "./preview-facts-event";

// The facts the previews draw besides the entry (admin/preview-facts.ts): bundled when the
// editor is built, and under `npm run cms` sent again after each saved change, so a site's
// preview shows Galaxy's closing time as saved now, not as it was when the editor started.

let facts: PreviewFacts = previewFacts;
const listeners = new Set<() => void>();

if (import.meta.hot) {
  import.meta.hot.on(PREVIEW_FACTS_EVENT, (next: PreviewFacts) => {
    facts = next;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The facts as they are now, outside a preview (a field's checks). */
export const currentFacts = (): PreviewFacts => facts;

/** The previews' facts as they are now. */
export function usePreviewFacts(): PreviewFacts {
  return useSyncExternalStore(subscribe, () => facts);
}
