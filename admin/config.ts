import { config } from "../app/lib/config";
import { locales } from "../i18n/locale";
import { editorCollections } from "./collections";
import type { EditorLanguage } from "./editor-language";
import { local } from "./local";

/** The name of the media library that refuses every upload (admin/start-editor.ts). */
export const NO_UPLOADS = "no-uploads";

/**
 * Decap CMS's configuration in the editor's language: the settings below, and the collections
 * made from the content schemas (admin/collections.ts: one table of collections, their fields
 * from admin/fields.ts, in that language by admin/dressed.ts).
 * A text in both languages is a pair of fields, English and Spanish, one above the other, so
 * both are edited together and stored together ({ en, es }), as the site reads them.
 */

/**
 * Staff sign in with GitHub through the host: Netlify's GitHub provider by default, found by the
 * site's domain, so sign-in works from the live site, a deploy preview or a developer's machine;
 * another host names its own OAuth proxy (VITE_CMS_AUTH_URL). See README, "Editing the site".
 */
export function cmsBackend(
  { repo, branch, authUrl, authScope }: typeof config.cms,
  siteUrl: string,
) {
  return {
    name: "github",
    repo,
    branch,
    auth_scope: authScope,
    base_url: authUrl,
    ...(new URL(authUrl).hostname === "api.netlify.com" && {
      site_domain: new URL(siteUrl).hostname,
    }),
  };
}

export const cmsConfig = (language: EditorLanguage) => ({
  load_config_file: false,
  // A change becomes a pull request that CI checks and a merge publishes.
  backend: {
    ...cmsBackend(config.cms, config.siteUrl),
    commit_messages: {
      create: "Add {{collection}} “{{slug}}”",
      update: "Update {{collection}} “{{slug}}”",
      delete: "Delete {{collection}} “{{slug}}”",
    },
  },
  publish_mode: "editorial_workflow",
  // A new entry's file is named in plain ASCII ("2026-12-18-cafe-day" for Café day), which the
  // build asks of a closure's name (content/closures.ts), the calendars' identity of it.
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
  // On a developer's machine (`npm run cms`), edits go straight to the files in content/; a build
  // to publish has no local backend.
  ...(local.backend && { local_backend: { url: `${local.backend}/api/v1` } }),
  // Staff upload no files: no page shows one, and a file on the site's own address could run
  // script where the editor keeps a staff member's GitHub token. A media library that offers
  // nothing takes the Media tab away (admin/start-editor.ts).
  media_library: { name: NO_UPLOADS },
  // Decap still asks the backend for an entry's files when it opens one with a Markdown field,
  // and the local backend refuses that request without a folder: a folder that never exists,
  // so the answer is always "no files".
  media_folder: "uploads-are-off",
  // "View live" and the link back to the site: the local preview under `npm run cms`.
  site_url: local.preview ?? config.siteUrl,
  display_url: local.preview ?? config.siteUrl,
  // Decap's own words (Publish, Entry saved) in the editor's language too.
  locale: language,
  // Collections kept as one file per language (the family help topics) name the languages
  // here; Decap ignores a collection's own i18n settings without it.
  i18n: {
    structure: "multiple_files",
    locales: [...locales],
    default_locale: "en",
  },
  collections: editorCollections[language],
});

/**
 * The configuration with a new entry's "{{now}}" already today, on the office's clock: Decap's
 * date field writes "{{now}}" over with today only once it is drawn, as if staff had typed it,
 * so a new closure said "Unsaved changes" before anything was typed.
 */
export function withToday<T>(value: T, today: string): T {
  if (Array.isArray(value)) return value.map((each) => withToday(each, today)) as T;
  if (value === null || typeof value !== "object") return value;
  const fields = Object.entries(value).map(([key, each]) => [key, withToday(each, today)]);
  const node = Object.fromEntries(fields) as Record<string, unknown>;
  if (node.default === "{{now}}" && node.format === "YYYY-MM-DD") node.default = today;
  return node as T;
}
