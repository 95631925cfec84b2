import { z } from "zod";
import { paragraph } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

/** The Contact page's own words; its forms, billing guidance and sites have files of their own. */
export const contactPage = readContent(
  "content/contact-page.yaml",
  z.strictObject({ lead: text(), billingIntro: paragraph(), sitesIntro: paragraph() }),
);
