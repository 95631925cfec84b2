import { locales } from "../i18n/locale";
import { contentSchemas } from "../content/read";
import { siteName } from "../content/site-format";
import { sites } from "../content/sites";
import { decapFields, type DecapField } from "./fields";
import { dressed, type EditorDictionary } from "./dressed";
import { NAME_IN_LIST, type ListedFormat } from "./listed-formats";
import { editorDictionary } from "./spanish";

// Every content module, so that each has read its files and registered their schemas.
import.meta.glob(["../content/*.ts", "!../content/*.test.ts"], { eager: true });

/**
 * The editor's collections: what is not a field, in one table, in the order of the editor's
 * sidebar (what staff change most comes first). A collection edits a folder (one entry per
 * file) or a few files; each file's fields come from the schema the site reads it with
 * (admin/fields.ts), so a new field needs no line here, a new file one.
 *
 * The editor's bundle does not run this module: admin/vite.config.ts runs it when the editor is
 * built and puts its result there, so the content, its schemas and zod stay out of the browser.
 */
type Collection = {
  name: string;
  label: string;
  label_singular?: string;
  /** One line: what the collection holds. */
  description: string;
  /** The section of the staff guide (docs/staff-guide.md) that says how to edit it. */
  guide: string;
} & (
  | { files: { name: string; label: string; file: string }[] }
  | {
      folder: string;
      extension: "yaml" | "md";
      format: "yaml" | "frontmatter" | ListedFormat;
      create: boolean;
      delete: boolean;
      slug: string;
      identifier_field: string;
      summary: string;
      /** The fields a list can be sorted by; the one with `default_sort` orders it at first. */
      sortable_fields: (string | { field: string; default_sort: true })[];
      i18n?: { structure: "multiple_files"; locales: string[]; default_locale: string };
    }
);

const table: Collection[] = [
  {
    name: "notice",
    label: "Notice on every page",
    description:
      "A short notice at the top of every page, in both languages, from its first day to its last.",
    guide: "a-notice-for-a-given-day",
    files: [{ name: "notice", label: "Notice on every page", file: "content/notice.yaml" }],
  },
  {
    name: "closures",
    label: "Closures",
    label_singular: "Closure",
    description: "Days a site is closed, opens late or closes early: one entry for each.",
    guide: "closures-is-my-site-open",
    folder: "content/closures",
    extension: "yaml",
    format: "closure-yaml",
    create: true,
    delete: true,
    slug: "{{fields.first}}-{{slug}}",
    identifier_field: "reason.en",
    summary: `{{fields.${NAME_IN_LIST}}}`,
    sortable_fields: ["first", "announced"],
  },
  {
    name: "places",
    label: "Places at each site",
    label_singular: "Places at a site",
    description:
      "Whether each program at a site has places, a few, a waitlist or none, and the day you checked.",
    guide: "places-is-there-room",
    folder: "content/places",
    extension: "yaml",
    format: "places-yaml",
    create: true,
    delete: true,
    slug: "{{fields.site}}",
    identifier_field: "site",
    summary: `{{fields.${NAME_IN_LIST}}}`,
    // By the sites' names, as the list shows them, not by their files' names.
    sortable_fields: [{ field: NAME_IN_LIST, default_sort: true }],
  },
  {
    name: "seasons",
    label: "Seasons and registration",
    description:
      "Each program's school years and summers: when they run, and when registration opens and closes. Every Register button and registration line follows them.",
    guide: "seasons-and-registration",
    files: [{ name: "seasons", label: "Seasons and registration", file: "content/seasons.yaml" }],
  },
  {
    name: "closures-and-places",
    label: "Closures and places: words and settings",
    description:
      "The words every closure and every status of places shows, and how many days a status stays current.",
    guide: "places-is-there-room",
    files: [
      {
        name: "closures-page",
        label: "Closures page and closure words",
        file: "content/closures-page.yaml",
      },
      {
        name: "place-status",
        label: "Places: words and days current",
        file: "content/place-status.yaml",
      },
    ],
  },
  {
    name: "sites",
    label: "Sites and main office",
    label_singular: "Site",
    description: "The main office and each school site: name, address, hours, phone, programs.",
    guide: "a-sites-hours-or-phone",
    folder: "content/sites",
    extension: "yaml",
    format: "yaml",
    create: true,
    delete: false,
    slug: "{{fields.slug}}",
    identifier_field: "slug",
    summary: "{{fields.title.en}}",
    // The main office first, then the sites by number, as the site lists them.
    sortable_fields: [{ field: "id", default_sort: true }, "slug"],
  },
  {
    name: "prices",
    label: "Prices",
    description:
      "What each program costs, by school district and schedule, and the school year of the prices.",
    guide: "prices-what-each-program-costs",
    files: [{ name: "prices", label: "Prices of the programs", file: "content/prices.yaml" }],
  },
  {
    name: "programs",
    label: "Programs",
    description: "The five programs, and the words and facts of the program pages.",
    guide: "the-other-collections",
    files: [
      { name: "programs", label: "Program names and summaries", file: "content/programs.yaml" },
      { name: "program-overview", label: "Programs page", file: "content/program-overview.yaml" },
      { name: "galaxy", label: "Galaxy page", file: "content/galaxy.yaml" },
      { name: "pricing", label: "Galaxy Pricing page and sheets", file: "content/pricing.yaml" },
      { name: "subsidy", label: "Subsidy Programs page", file: "content/subsidy.yaml" },
      { name: "nsd-camps", label: "Non-School Day Camps page", file: "content/nsd-camps.yaml" },
      {
        name: "summer-camp",
        label: "Summer Camp, the coming summer",
        file: "content/summer-camp.yaml",
      },
      {
        name: "summer-2025",
        label: "Summer Camp, a past summer's details",
        file: "content/summer-2025.yaml",
      },
    ],
  },
  {
    name: "nova",
    label: "Nova",
    description: "The Nova page and its classes by category.",
    guide: "the-other-collections",
    files: [
      { name: "nova-page", label: "Nova page texts", file: "content/nova-page.yaml" },
      {
        name: "nova-classes",
        label: "Nova classes by category",
        file: "content/nova-classes.yaml",
      },
    ],
  },
  {
    name: "camps",
    label: "Summer camp previews",
    description:
      "The words of the summer camp preview pages; the camps themselves are in the Google Sheet.",
    guide: "the-other-collections",
    files: [
      {
        name: "summer-previews",
        label: "Summer camp preview pages",
        file: "content/summer-previews.yaml",
      },
    ],
  },
  {
    name: "calendar",
    label: "Events calendar page",
    description:
      "The words around the events calendar; the events themselves are in Google Calendar.",
    guide: "the-other-collections",
    files: [{ name: "calendar", label: "Calendar page texts", file: "content/calendar.yaml" }],
  },
  {
    name: "pages",
    label: "Pages",
    description: "The words of the home page and of the pages about the organization.",
    guide: "the-other-collections",
    files: [
      { name: "home", label: "Home page", file: "content/home.yaml" },
      { name: "history", label: "About page (History)", file: "content/about.yaml" },
      { name: "employment", label: "Employment page", file: "content/employment.yaml" },
      { name: "donations", label: "How You Can Help page", file: "content/donations.yaml" },
      { name: "contact", label: "Contact page", file: "content/contact-page.yaml" },
      { name: "search", label: "Search page", file: "content/search-page.yaml" },
      { name: "main-office", label: "Main Office page", file: "content/main-office-page.yaml" },
      {
        name: "billing",
        label: "Contact page, billing guidance per program",
        file: "content/billing-guidance.yaml",
      },
      {
        name: "help-desk",
        label: "Contact page, help-desk forms and live chat",
        file: "content/help-desk.yaml",
      },
      {
        name: "accessibility",
        label: "Accessibility statement",
        file: "content/accessibility.yaml",
      },
      {
        name: "family-resources",
        label: "Family Resources page",
        file: "content/family-resources.yaml",
      },
      { name: "not-found", label: "Page not found (404)", file: "content/not-found.yaml" },
      { name: "moved-page", label: "Page at an old address", file: "content/moved-page.yaml" },
    ],
  },
  {
    name: "family-help",
    label: "Family help topics",
    label_singular: "Help topic",
    description: "The help topics of the Family Resources page, each in English and Spanish.",
    guide: "the-other-collections",
    folder: "content/family-help",
    extension: "md",
    format: "frontmatter",
    create: true,
    delete: false,
    slug: "{{fields.anchor}}",
    identifier_field: "anchor",
    summary: "{{fields.order}}. {{fields.title}}",
    sortable_fields: ["order", "title"],
    // One file per language (autopay.en.md, autopay.es.md); each field says whether it is
    // translated or the same in both (its `i18n` in family-help.ts).
    i18n: { structure: "multiple_files", locales: [...locales], default_locale: "en" },
  },
  {
    name: "people",
    label: "Board of directors",
    description: "The board of directors as the About page lists it, officers first.",
    guide: "the-other-collections",
    files: [{ name: "board", label: "Board of directors", file: "content/board.yaml" }],
  },
  {
    name: "locations",
    label: "Locations and site pages",
    description: "The words of the Locations page and those every site's page shares.",
    guide: "the-other-collections",
    files: [
      { name: "locations", label: "Locations page", file: "content/locations.yaml" },
      {
        name: "site-page",
        label: "Site pages (the same words on every school site's page)",
        file: "content/site-page.yaml",
      },
    ],
  },
  {
    name: "organisation",
    label: "Organization",
    description: "The organization's name and mission, and the school districts.",
    guide: "the-other-collections",
    files: [
      { name: "organisation", label: "About STAR Education", file: "content/organisation.yaml" },
      { name: "districts", label: "School districts", file: "content/districts.yaml" },
    ],
  },
  {
    name: "menus",
    label: "Menus",
    description: "The menu at the top of every page and the links in the footer.",
    guide: "the-other-collections",
    files: [
      { name: "navigation", label: "Menu and footer links", file: "content/navigation.yaml" },
    ],
  },
  {
    name: "links",
    label: "Links to other websites",
    description: "The addresses of the other websites families use, each written once.",
    guide: "the-other-collections",
    files: [{ name: "links", label: "Addresses of other websites", file: "content/links.yaml" }],
  },
];

/** The fields of a file or folder, from the schema the site reads it with. */
function fieldsFor(path: string): DecapField[] {
  const schema = contentSchemas().get(path);
  if (!schema) throw new Error(`${path} is in the editor, but the site never reads it`);
  return decapFields(schema, path);
}

/**
 * "Search all" looks in a page's file only at its top-level values that are plain words, and a
 * page's texts are pairs of languages, so no page was found by its name ("galaxy" missed the
 * Galaxy page). Decap's search reads a field the entry leaves empty from the entry itself, where
 * `label` is the page's name in the editor's lists: a hidden field of that name, which the form
 * never shows, checks or writes into the file, makes every page findable by its name.
 */
export const SEARCH_BY_NAME: DecapField = {
  name: "label",
  label: "Name in the editor's lists",
  widget: "hidden",
  required: false,
};

/** Every location's name, as the editor's lists and choices show it, in each language. */
export const siteNames = Object.fromEntries(
  sites.map((site) => [
    site.slug,
    Object.fromEntries(
      locales.map((locale) => [locale, siteName({ id: site.id, title: site.title[locale] })]),
    ) as Record<(typeof locales)[number], string>,
  ]),
);

/**
 * A choice of sites, by name, in the order the site lists them (main office first, then by
 * number): the schemas name a site by its page address (a relation to the sites' collection),
 * which Decap's own relation widget offers in the order of the files' names, as addresses
 * ("academy-star" first), loading them as staff open it.
 */
function withSiteChoices(fields: DecapField[]): DecapField[] {
  return fields.map((field) => {
    const inner = field.fields as DecapField[] | undefined;
    if (inner) return { ...field, fields: withSiteChoices(inner) };
    if (field.widget !== "relation" || field.collection !== "sites") return field;
    const relationOnly = ["collection", "value_field", "search_fields", "display_fields"];
    const rest = Object.fromEntries(
      Object.entries(field).filter(([key]) => !relationOnly.includes(key)),
    ) as DecapField;
    return {
      ...rest,
      widget: "select",
      options: sites.map((site) => ({ label: siteNames[site.slug]!.en, value: site.slug })),
    };
  });
}

export const collections = table.map((collection) =>
  "files" in collection
    ? {
        ...collection,
        files: collection.files.map((file) => ({
          ...file,
          fields: [...withSiteChoices(fieldsFor(file.file)), SEARCH_BY_NAME],
        })),
      }
    : { ...collection, fields: withSiteChoices(fieldsFor(collection.folder)) },
);

/** The editor's Spanish (admin/spanish.yaml), and each site's name in Spanish, from its file. */
export const spanishDictionary: EditorDictionary = {
  ...editorDictionary,
  words: {
    ...editorDictionary.words,
    ...Object.fromEntries(Object.values(siteNames).map((name) => [name.en, name.es])),
  },
};

/**
 * The collections as staff see them, in the editor's two languages (admin/dressed.ts): the
 * editor's bundle carries these, and picks one when it starts.
 */
export const editorCollections = {
  en: dressed(collections, "en", editorDictionary).collections,
  es: dressed(collections, "es", spanishDictionary).collections,
};
