import { z } from "zod";
import type { Day } from "../i18n/days";
import { asOf, datedNews, lastDayField, lastDayHint, neutralLine } from "./dated";
import { registrationNews, yearWrittenOnce } from "./home";
import { linkAddress, linkName } from "./links";
import { fillText } from "./localize";
import { readContent } from "./read";
import { pairChecked, searchSummary, template, text } from "./schema";

const file = readContent(
  "content/nova-page.yaml",
  z.strictObject({
    lead: text().meta({ label: "Introduction under the heading", widget: "text" }),
    /** For search engines and link previews. */
    description: text().meta(searchSummary),
    banner: z
      .strictObject({
        name: text().meta({
          label: "Name of the banner for screen readers",
          hint: "Like: Registration",
        }),
        text: pairChecked(template("year"), [yearWrittenOnce]).meta({
          label: "Banner text",
          hint: "Like: Nova {year} registration is now open! {year} is the school year of the registration news (Pages → Home page), which also sets the banner's last day and what shows after it.",
        }),
        cta: text().meta({ label: "Text of the button" }),
        link: linkName.meta({ label: "Where the button leads" }),
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
        lastDay: lastDayField(
          "Last day this catalog is current",
          `Like 2027-06-30 for the catalog of the school year 2026-2027. When you put up a new catalog, change its address under "Links to other websites" (novaCatalog) and this day. ${lastDayHint}`,
        ),
        whenPast: neutralLine(
          "After the last day: the line shown instead of the text and the link",
          "The heading above stays.",
        ),
      })
      .meta({ label: "Catalog box for schools" }),
  }),
);

const banner = {
  ...file.banner,
  text: fillText(file.banner.text, { year: registrationNews.year }),
  href: linkAddress(file.banner.link)!,
};
const catalog = { ...file.catalog, href: linkAddress(file.catalog.link)! };

/** The Nova page's introduction, registration banner and catalog box; links go by name. */
export const novaPage = { ...file, banner, catalog };

const catalogNews = datedNews({
  name: { en: "The Nova catalog for teachers", es: "El catálogo de Nova para los maestros" },
  file: "content/nova-page.yaml",
  fields: ["catalog.lastDay"],
  lastDay: catalog.lastDay,
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
 * The Nova page as families see it on `today`: the registration banner until the registration
 * news's last day (home.yaml), the catalog's link until the catalog's; after each, its neutral
 * line.
 */
export function novaPageOn(today: Day) {
  return {
    lead: file.lead,
    description: file.description,
    bannerName: banner.name,
    classesHeading: file.classesHeading,
    catalogTitle: catalog.title,
    registration: asOf(
      {
        lastDay: registrationNews.lastDay,
        claim: { text: banner.text, cta: banner.cta, href: banner.href },
        instead: registrationNews.whenPast,
      },
      today,
    ),
    catalogLink: catalogNews.on(today),
  };
}

export const novaCatalogFact = catalogNews.fact;
