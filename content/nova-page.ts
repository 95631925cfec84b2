import { z } from "zod";
import type { Day } from "../i18n/days";
import { datedNews, neutralLine } from "./dated";
import { linkAddress, linkName } from "./links";
import { readContent } from "./read";
import { searchSummary, text } from "./schema";
import { seasons } from "./seasons";

const file = readContent(
  "content/nova-page.yaml",
  z.strictObject({
    lead: text().meta({ label: "Introduction under the heading", widget: "text" }),
    /** For search engines and link previews. */
    description: text().meta(searchSummary),
    banner: z
      .strictObject({
        cta: text().meta({
          label: "Text of the button",
          hint: "Shown while Nova's registration is open (Pages → Seasons and registration), which also gives the banner its words; the button leads where Nova's Register button does.",
        }),
      })
      .meta({ label: "Registration banner" }),
    classesHeading: text().meta({ label: "Heading over the classes" }),
    catalog: z
      .strictObject({
        title: text().meta({ label: "Heading" }),
        text: text().meta({ label: "Text", widget: "text" }),
        linkText: text().meta({
          label: "Text of the link to the catalog",
          hint: 'The page adds "(PDF)" after it, "(PDF en inglés)" on Spanish pages, since the catalog is a PDF in English.',
        }),
        link: linkName.meta({
          label: "Where the link leads",
          hint: 'One of the addresses under "Links to other websites"; the catalog PDF is novaCatalog.',
        }),
        season: z.string().meta({
          label: "School year of this catalog",
          hint: "Like 2026-2027: one of Nova's school years (Pages → Seasons and registration). The link shows until that school year's last day. When you put up a new catalog, change its address under \"Links to other websites\" (novaCatalog) and this year.",
        }),
        whenPast: neutralLine(
          "After its school year: the line shown instead of the text and the link",
          "The heading above stays.",
        ),
      })
      .meta({ label: "Catalog box for schools" }),
  }),
);

const catalogSeason = seasons.nova.find((season) => season.name === file.catalog.season);
if (!catalogSeason) {
  throw new Error(
    `content/nova-page.yaml: catalog.season: Nova has no school year ${file.catalog.season} in content/seasons.yaml; its school years are ${seasons.nova.map((season) => season.name).join(", ") || "none yet"}`,
  );
}

const catalog = { ...file.catalog, href: linkAddress(file.catalog.link)! };

/** The Nova page's introduction, registration banner and catalog box; links go by name. */
export const novaPage = { ...file, catalog };

const catalogNews = datedNews({
  name: {
    en: `The Nova catalog for ${catalogSeason.name}`,
    es: `El catálogo de Nova de ${catalogSeason.name}`,
  },
  file: "content/nova-page.yaml",
  fields: ["catalog.season"],
  lastDay: catalogSeason.end,
  claim: { text: catalog.text, linkText: catalog.linkText, href: catalog.href },
  instead: catalog.whenPast,
  line: catalog.whenPast,
  says: (line) => ({
    en: `the Nova page's catalog box says “${line.en}” instead of linking to it`,
    es: `el recuadro del catálogo en la página de Nova dice “${line.es}” en lugar de enlazarlo`,
  }),
  ask: {
    en: "the Nova coordinator, who puts up each school year's catalog",
    es: "a la coordinación de Nova, que publica el catálogo de cada año escolar",
  },
});

/**
 * The Nova page as families see it on `today`: its words, and the catalog's link until the last
 * day of the catalog's school year, then its neutral line. The registration banner follows Nova's
 * seasons (app/features/registration/).
 */
export function novaPageOn(today: Day) {
  return {
    lead: file.lead,
    description: file.description,
    banner: file.banner,
    classesHeading: file.classesHeading,
    catalogTitle: catalog.title,
    catalogLink: catalogNews.on(today),
  };
}

export const novaCatalogFact = catalogNews.fact;
