/**
 * The event `npm run cms` sends the editor with the facts of the previews after each saved
 * change (admin/vite.config.ts); the previews listen to it (admin/facts-store.ts).
 */
export const PREVIEW_FACTS_EVENT = "star:preview-facts";
