import { z } from "zod";
import type { Locale } from "../app/lib/i18n/locale";
import { fillText, type Localized, type Text } from "./localize";
import { nameList } from "./organisation-facts";
import { readContent } from "./read";
import { optional, template, text } from "./schema";
import { schoolSites } from "./sites";

export const novaHighlightKinds = ["allergen", "software", "clothing", "supplies"] as const;

const novaClassSchema = z
  .strictObject({
    /** "Offered at {siteCount} sites": the count and names come from the sites that offer Nova. */
    title: template("siteCount"),
    description: template("siteCount", "siteNames").refine(
      (value) => value.en.length >= 40 && value.es.length >= 40,
      "describe the class in a sentence or two",
    ),
    /** A note families should read before enrolling, shown with the icon of its kind. */
    highlight: optional(text()),
    highlightKind: optional(z.enum(novaHighlightKinds)),
  })
  .refine((novaClass) => (novaClass.highlight === null) === (novaClass.highlightKind === null), {
    path: ["highlightKind"],
    message: "a highlighted note needs both its kind and its text",
  });

const novaCategorySchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/, "id must be lowercase letters and dashes"),
  title: text(),
  intro: text(),
  classes: z.array(novaClassSchema).min(6, "each category lists at least 6 classes"),
});

const file = readContent(
  "content/nova-classes.yaml",
  z.strictObject({
    categories: z.array(novaCategorySchema).length(4, "the Nova page has four categories"),
  }),
);

/** The sites that offer Nova, named as families know them (from each site's programs). */
export const novaSites = schoolSites.filter((site) => site.programs.includes("nova"));

/** "Maidu/Excelsior, Greenhills, Oakhills and Ridgeview", as the page's language lists them. */
const siteNames = (locale: Locale) =>
  nameList(
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
 * category explains how Nova works; the others describe classes the way the catalog does.
 */
export const novaCategories = file.categories.map((category) => ({
  ...category,
  classes: category.classes.map((novaClass) => ({
    ...novaClass,
    title: withSites(novaClass.title),
    description: withSites(novaClass.description),
  })),
}));

export type NovaCategoryContent = (typeof novaCategories)[number];
export type NovaCategory = Localized<NovaCategoryContent>;
export type NovaClass = NovaCategory["classes"][number];
