import { z } from "zod";
import { linkAddress, linkNames } from "./links";
import { readContent } from "./read";
import { text } from "./schema";

const file = readContent(
  "content/nova-page.yaml",
  z.strictObject({
    lead: text(),
    /** For search engines and link previews. */
    description: text(),
    banner: z.strictObject({ text: text(), cta: text(), link: z.enum(linkNames) }),
    catalog: z.strictObject({
      title: text(),
      text: text(),
      linkText: text(),
      link: z.enum(linkNames),
    }),
  }),
);

/** The Nova page's introduction, registration banner and catalog box; links go by name. */
export const novaPage = {
  ...file,
  banner: { ...file.banner, href: linkAddress(file.banner.link)! },
  catalog: { ...file.catalog, href: linkAddress(file.catalog.link)! },
};
