import { z } from "zod";
import { linkAddress, linkNames } from "./links";
import type { Localized } from "./localize";
import { readContent } from "./read";
import { optional, program, sitePath, text } from "./schema";

const entryFields = {
  label: text(),
  page: optional(sitePath),
  link: optional(z.enum(linkNames)),
  subtitle: optional(text()),
  program: optional(program),
};

type EntryFields = z.output<z.ZodObject<typeof entryFields>>;

function toLink({ page, link, ...entry }: EntryFields) {
  return { ...entry, href: page ?? linkAddress(link ?? "") ?? "", external: Boolean(link) };
}

const leadsSomewhere = (entry: EntryFields) => Boolean(entry.page) !== Boolean(entry.link);
const leadsSomewhereMessage = "an entry leads to a page of this site or to a link (one of them)";

const entrySchema = z
  .strictObject(entryFields)
  .refine(leadsSomewhere, leadsSomewhereMessage)
  .transform(toLink);

/** A top menu entry: a link, or a group of links (a dropdown) when it has items. */
const menuEntrySchema = z
  .strictObject({ ...entryFields, items: optional(z.array(entrySchema).min(1)) })
  .refine((entry) => (entry.items ? !entry.page && !entry.link : leadsSomewhere(entry)), {
    message: `${leadsSomewhereMessage}, or a group has items and no page or link`,
  })
  .transform(({ items, ...entry }) => (items ? { label: entry.label, items } : toLink(entry)));

const navigation = readContent(
  "content/navigation.yaml",
  z.strictObject({
    menu: z.array(menuEntrySchema).min(1),
    footerPrograms: z.array(entrySchema).min(1),
    footerOrganisation: z.array(entrySchema).min(1),
    footerBottom: z.array(entrySchema),
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
