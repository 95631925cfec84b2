import { z } from "zod";
import type { Locale } from "../i18n/locale";
import { fillText, type Localized, type Text } from "./localize";
import { formatList } from "../i18n/list";
import { readContent } from "./read";
import { matching, optional, pairChecked, template, text } from "./schema";
import { schoolSites } from "./sites";

export const novaHighlightKinds = ["allergen", "software", "clothing", "supplies"] as const;

const novaClassSchema = z
  .strictObject({
    /** "Offered at {siteCount} sites": the count and names come from the sites that offer Nova. */
    title: template("siteCount").meta({
      label: "Name",
      hint: "{siteCount} shows how many sites offer Nova, counted from the sites' programs.",
    }),
    description: pairChecked(template("siteCount", "siteNames"), [
      { kind: "minLength", min: 40, message: "describe the class in a sentence or two" },
    ]).meta({
      label: "Description",
      hint: "A sentence or two. {siteNames} lists the sites that offer Nova, and {siteCount} their number.",
      widget: "text",
    }),
    /** A note families should read before enrolling, shown with the icon of its kind. */
    highlight: optional(text()).meta({
      label: "Highlighted note",
      hint: "Optional, like an allergen or what to wear. Leave both languages empty for no note.",
    }),
    highlightKind: optional(z.enum(novaHighlightKinds)).meta({
      label: "Kind of note",
      hint: "Sets the note's icon and label; empty when there is no note.",
      optionLabels: {
        allergen: "Allergen",
        software: "Software",
        clothing: "What to wear",
        supplies: "Supplies",
      },
    }),
  })
  .refine((novaClass) => (novaClass.highlight === null) === (novaClass.highlightKind === null), {
    path: ["highlightKind"],
    message: "a highlighted note needs both its kind and its text",
  });

const novaCategorySchema = z.strictObject({
  title: text().meta({ label: "Name of the tab" }),
  intro: text().meta({ label: "Introduction above its classes", widget: "text" }),
  classes: z.array(novaClassSchema).min(6, "each category lists at least 6 classes").meta({
    label: "Classes",
    hint: "At least 6. Each shows as a card with its name, description and an optional note.",
    summary: "{{fields.title.en}}",
  }),
  // Never read by families: last.
  id: matching(/^[a-z-]+$/, "id must be lowercase letters and dashes").meta({
    label: "Code",
    hint: "Used inside the page, never shown; do not change.",
  }),
});

const file = readContent(
  "content/nova-classes.yaml",
  z.strictObject({
    categories: z.array(novaCategorySchema).length(4, "the Nova page has four categories").meta({
      label: "Categories",
      hint: "The four tabs of the Nova page, in order. The first one explains how Nova works.",
      allow_add: false,
      allow_remove: false,
      summary: "{{fields.title.en}}",
    }),
  }),
);

/** The sites that offer Nova, named as families know them (from each site's programs). */
export const novaSites = schoolSites.filter((site) => site.programs.includes("nova"));

/** "Maidu/Excelsior, Greenhills, Oakhills and Ridgeview", as the page's language lists them. */
const siteNames = (locale: Locale) =>
  formatList(
    novaSites.map((site) => site.title[locale]),
    locale,
  );

function withSites(words: Text): Text {
  return fillText(words, {
    siteCount: novaSites.length,
    siteNames: { en: siteNames("en"), es: siteNames("es") },
  });
}

/**
 * Nova's class descriptions in the four categories of the Nova page, in page order. The first
 * category explains how Nova works; the others describe classes the way the catalog does, each
 * with `registeredAs`: its English name, the one the registration site and the catalog (both in
 * English) give it, which a Spanish page shows beside its own.
 */
export const novaCategories = file.categories.map((category, index) => ({
  ...category,
  classes: category.classes.map((novaClass) => {
    const title = withSites(novaClass.title);
    return {
      ...novaClass,
      title,
      description: withSites(novaClass.description),
      registeredAs: index === 0 ? null : title.en,
    };
  }),
}));

export type NovaCategoryContent = (typeof novaCategories)[number];
export type NovaCategory = Localized<NovaCategoryContent>;
export type NovaClass = NovaCategory["classes"][number];
