import { parse } from "yaml";
import { config } from "../app/lib/config";

/**
 * Decap CMS's configuration: the settings below, and one collection per file kind from
 * content/cms/*.yml, beside the content they edit. A field marked `translated: true` there
 * becomes a pair of fields, English and Spanish, one above the other, so both languages are
 * edited together and stored together ({ en, es }), as the site reads them.
 */

const fragments = import.meta.glob<string>("../content/cms/*.yml", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The order of the collections in the editor's sidebar: what staff change most comes first. */
const order = [
  "notice",
  "sites",
  "programs",
  "nova",
  "camps",
  "calendar",
  "pages",
  "family-help",
  "people",
  "locations",
  "organisation",
  "menus",
  "links",
];

type Field = Record<string, unknown> & {
  name: string;
  translated?: boolean;
  fields?: Field[];
  field?: Field;
};

export const languages = [
  { name: "en", label: "English" },
  { name: "es", label: "Spanish (Español)" },
] as const;

/** A `translated` field as the pair of fields Decap edits; other fields as they are. */
export function expandField(field: Field): Record<string, unknown> {
  const { translated, fields, field: single, ...rest } = field;
  const expanded: Record<string, unknown> = {
    ...rest,
    ...(fields && { fields: fields.map(expandField) }),
    ...(single && { field: expandField(single) }),
  };
  if (!translated) return expanded;
  const { name, label, hint, required, ...widget } = expanded;
  return {
    name,
    label,
    ...(hint !== undefined && { hint }),
    ...(required !== undefined && { required }),
    widget: "object",
    collapsed: false,
    fields: languages.map((language) => ({
      ...widget,
      name: language.name,
      label: language.label,
      ...(required !== undefined && { required }),
    })),
  };
}

function expandCollection(collection: Record<string, unknown>): Record<string, unknown> {
  const { fields, files, ...rest } = collection as {
    fields?: Field[];
    files?: { fields: Field[] }[];
  };
  return {
    ...rest,
    ...(fields && { fields: fields.map(expandField) }),
    ...(files && {
      files: files.map((file) => ({ ...file, fields: file.fields.map(expandField) })),
    }),
  };
}

const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);

export const collections = Object.values(fragments)
  .map((source) => expandCollection(parse(source)))
  .sort((a, b) => rank(String(a.name)) - rank(String(b.name)));

/**
 * Staff sign in with GitHub through the host: Netlify's GitHub provider by default, found by the
 * site's domain, so sign-in works from the live site, a deploy preview or a developer's machine;
 * another host names its own OAuth proxy (VITE_CMS_AUTH_URL). See README, "Editing the site".
 */
export function cmsBackend({ repo, branch, authUrl }: typeof config.cms, siteUrl: string) {
  return {
    name: "github",
    repo,
    branch,
    base_url: authUrl,
    ...(new URL(authUrl).hostname === "api.netlify.com" && {
      site_domain: new URL(siteUrl).hostname,
    }),
  };
}

export const cmsConfig = {
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
  // On a developer's machine (`npm run cms`), edits go straight to the files in content/.
  local_backend: true,
  media_folder: "public/uploads",
  public_folder: "/uploads",
  site_url: config.siteUrl,
  display_url: config.siteUrl,
  locale: "en",
  // Collections kept as one file per language (the family help topics) name the languages
  // here; Decap ignores a collection's own i18n settings without it.
  i18n: {
    structure: "multiple_files",
    locales: languages.map((language) => language.name),
    default_locale: "en",
  },
  collections,
};
