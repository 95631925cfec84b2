import { z } from "zod";
import { billingHelpHref } from "./billing-guidance";
import { parseContent } from "./schema";
import { inlineSchema, link } from "./text-blocks";

const lineSchema = z.array(inlineSchema).min(1);

/** The Contact page's own words; its forms, billing guidance and sites have files of their own. */
export const contactPage = parseContent(
  "contactPage",
  z.object({ lead: z.string().min(1), billingIntro: lineSchema, sitesIntro: lineSchema }),
  {
    lead: "Send us a message, chat with tech support, or call your site directly. We're glad to help.",
    billingIntro: [
      "How each program bills, and whom to ask. Step-by-step help with payments and AutoPay is in ",
      link("Family Resources", billingHelpHref),
      ".",
    ],
    sitesIntro: [
      "Your site director is the quickest answer for anything about your child's day. Hours and addresses are on each site's page under ",
      link("Locations", "/locations"),
      ".",
    ],
  },
);
