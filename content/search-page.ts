import { z } from "zod";
import { organisationFactNames, organisationFacts } from "./organisation-facts";
import { pageMeta, sentence } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

/** The search page's own words; what it finds is every other page of the site. */
export const searchPage = readContent(
  "content/search-page.yaml",
  z.strictObject({
    page: pageMeta(organisationFacts, organisationFactNames),
    lead: text().meta({ label: "Introduction", widget: "text" }),
    help: sentence(
      {
        contact: "the link to the Contact page",
        email: "the main office's e-mail, as a link",
        phone: "its phone, as a link",
      },
      {
        label: "Help when a search finds nothing",
        hint: "Shown under a search that found no page, and where search cannot run.",
      },
    ),
    contactLink: text().meta({ label: "Text of the link to the Contact page, in that line" }),
    noScript: text().meta({
      label: "Line for a browser without JavaScript",
      hint: "Search runs in the browser; this line shows only where JavaScript is turned off.",
      widget: "text",
    }),
  }),
);
