import { z } from "zod";
import { externalLinks } from "./links";
import { parseContent } from "./schema";

/** The Nova page's banner and educators section; the spec quotes the banner and headings. */
export const novaPage = parseContent(
  "novaPage",
  z.object({
    lead: z.string(),
    banner: z.object({ text: z.string(), cta: z.string(), href: z.url() }),
    catalog: z.object({ title: z.string(), text: z.string(), linkText: z.string(), href: z.url() }),
  }),
  {
    lead: "Hands-on enrichment classes on your child's campus after school: science, technology, art, theatre and more, in sessions of 4 to 10 weeks.",
    banner: {
      text: "Nova 25-26 Registration is now open!",
      cta: "Enroll In A Class",
      href: externalLinks.registration,
    },
    catalog: {
      title: "Online Nova Catalog",
      text: "For teachers, principals and school staff: the catalog gathers all of our Nova classes in one document to share with families or to plan a session on your campus with us.",
      linkText: "Open the Nova catalog (PDF)",
      href: externalLinks.novaCatalog,
    },
  },
);
