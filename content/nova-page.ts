import { z } from "zod";
import { linkAddress, linkName } from "./links";
import { readContent } from "./read";
import { searchSummary, text } from "./schema";

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
        text: text().meta({
          label: "Banner text",
          hint: "Like: Nova 25-26 Registration is now open!",
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
      })
      .meta({ label: "Catalog box for schools" }),
  }),
);

/** The Nova page's introduction, registration banner and catalog box; links go by name. */
export const novaPage = {
  ...file,
  banner: { ...file.banner, href: linkAddress(file.banner.link)! },
  catalog: { ...file.catalog, href: linkAddress(file.catalog.link)! },
};
