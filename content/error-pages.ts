import { z } from "zod";
import { pageMeta, sentence } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

/** The page for an address the site does not have (404.html), with three ways onward. */
export const notFoundPage = readContent(
  "content/not-found.yaml",
  z.strictObject({
    page: pageMeta(),
    eyebrow: text().meta({ label: "Small line over the heading" }),
    heading: text().meta({ label: "Heading" }),
    lead: text().meta({ label: "Line under the heading" }),
    help: text().meta({ label: "Help", widget: "text" }),
    links: z
      .strictObject({
        home: text().meta({ label: "Link to the home page" }),
        findSite: text().meta({ label: "Link to the Locations page" }),
        contact: text().meta({ label: "Link to the Contact page" }),
      })
      .meta({ label: "Links onward" }),
  }),
);

/**
 * The page at an old address, which sends the visitor on to the new one (app/redirects.ts):
 * seen only where the host cannot redirect, for the moment before the browser moves on.
 */
export const movedPage = readContent(
  "content/moved-page.yaml",
  z.strictObject({
    page: pageMeta(),
    heading: text().meta({ label: "Heading" }),
    text: sentence({ newAddress: "the link to the new page" }, { label: "Text" }),
    newAddress: text().meta({ label: "Text of the link to the new page" }),
  }),
);
