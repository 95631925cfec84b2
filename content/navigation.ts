import { z } from "zod";
import { linkAddress, linkName } from "./links";
import type { Localized } from "./localize";
import { readContent } from "./read";
import { fillText } from "./localize";
import { pricingYear } from "./pricing";
import { checked, optional, pairChecked, program, sitePath, template, text } from "./schema";

/** How the editor lists entries: by their English text. */
const summary = "{{fields.label.en}}";

const entryFields = {
  label: text().meta({ label: "Text" }),
  page: optional(sitePath).meta({
    label: "Page of this site",
    hint: "Its address, like /programs/galaxy. Leave empty for a link to another website.",
  }),
  link: optional(linkName).meta({ label: "Or another website" }),
  // The year of the pricing sheets lives in their file; a subtitle shows it through {year}.
  subtitle: optional(
    pairChecked(template("year"), [
      {
        kind: "notWritten",
        pattern: "\\b20\\d\\d\\b",
        message: "write {year} for the year of the pricing sheets, not the year itself",
      },
    ]).transform((value) => fillText(value, { year: pricingYear })),
  ).meta({
    label: "Small text under it",
    hint: "Write {year} for the year of the pricing sheets (Galaxy Pricing page and sheets).",
  }),
  program: optional(program).meta({ label: "Program icon beside it" }),
};

type EntryFields = z.output<z.ZodObject<typeof entryFields>>;

function toLink({ page, link, ...entry }: EntryFields) {
  return { ...entry, href: page ?? linkAddress(link ?? "") ?? "", external: Boolean(link) };
}

const leadsSomewhereMessage = "an entry leads to a page of this site or to a link (one of them)";

const entrySchema = checked(z.strictObject(entryFields), [
  { kind: "oneOf", field: "page", other: "link", message: leadsSomewhereMessage },
]).transform(toLink);

/** A top menu entry: a link, or a group of links (a dropdown) when it has items. */
const menuEntrySchema = checked(
  z.strictObject({
    ...entryFields,
    page: entryFields.page.meta({
      hint: "Its address, like /programs/galaxy. Leave empty for a link to another website or a group.",
    }),
    items: optional(z.array(entrySchema).min(1)).meta({
      label: "Links in this group (a dropdown)",
      hint: "Leave empty for a single link.",
      summary,
    }),
  }),
  [
    {
      kind: "oneOf",
      field: "page",
      other: "link",
      unless: "items",
      message: `${leadsSomewhereMessage}, or a group has items and no page or link`,
    },
  ],
).transform(({ items, ...entry }) => (items ? { label: entry.label, items } : toLink(entry)));

/**
 * The pages families look for first, one tap from the top of the phone's menu and in the bar on
 * a laptop: whether a site is closed (DESIGN principle 11), and what is on when.
 */
const topPages = [
  { path: "/closures", name: "the Closures page", why: "families look for closures at the top" },
  {
    path: "/calendar",
    name: "the Events Calendar",
    why: "families look for what is on at the top",
  },
];

const navigation = readContent(
  "content/navigation.yaml",
  z.strictObject({
    menu: z
      .array(menuEntrySchema)
      .min(1)
      .superRefine((entries, context) => {
        for (const page of topPages) {
          if (entries.some((entry) => "href" in entry && entry.href === page.path)) continue;
          context.addIssue({
            code: "custom",
            message: `keep a link to ${page.name} (${page.path}) as an entry of its own, not in a group: ${page.why}`,
          });
        }
      })
      .meta({
        label: "Top menu",
        hint: "Each entry is a link, or a group of links shown as a dropdown. The Closures page and the Events Calendar stay entries of their own.",
        summary,
      }),
    footerPrograms: z
      .array(entrySchema)
      .min(1)
      .meta({ label: "Footer, first column", hint: "Links under Programs.", summary }),
    footerOrganisation: z
      .array(entrySchema)
      .min(1)
      .meta({ label: "Footer, second column", hint: "Links under Organization.", summary }),
    footerBottom: z.array(entrySchema).meta({
      label: "Footer, beside the copyright line",
      hint: "Small links at the very bottom.",
      summary,
    }),
  }),
);

/** The top menu, in order. Groups become dropdowns on wide screens and sections in the drawer. */
export const mainNavigation = navigation.menu;
/** The footer's two columns of links, and the links beside its copyright line. */
export const footerColumns = [navigation.footerPrograms, navigation.footerOrganisation];
export const footerBottomLinks = navigation.footerBottom;

export type NavLink = Localized<z.output<typeof entrySchema>>;
export type NavEntry = Localized<z.output<typeof menuEntrySchema>>;
export type NavGroup = Extract<NavEntry, { items: unknown }>;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}
