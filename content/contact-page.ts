import { z } from "zod";
import { paragraph } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

/** The Contact page's own words; its forms, billing guidance and sites have files of their own. */
export const contactPage = readContent(
  "content/contact-page.yaml",
  z.strictObject({
    lead: text().meta({ label: "Introduction", widget: "text" }),
    billingIntro: paragraph().meta({ label: 'Line under "Billing questions"' }),
    sitesIntro: paragraph().meta({ label: 'Line under "Call or email a site"' }),
  }),
);
