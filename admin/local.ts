import { LOCAL_CMS_BACKEND } from "../app/lib/security-policy";

/** The local backend's address, or null in a build to publish; the preview's, under `npm run cms`. */
type Local = { backend: string | null; preview: string | null };
declare const __CMS_LOCAL__: Local | undefined;

/**
 * Where the editor finds Decap's local backend, and the site preview that `npm run cms` keeps
 * at one address (admin/vite.config.ts, admin/serve-locally.mjs); a build has no preview of its own.
 */
export const local: Local =
  typeof __CMS_LOCAL__ === "undefined"
    ? { backend: LOCAL_CMS_BACKEND, preview: null }
    : __CMS_LOCAL__;
