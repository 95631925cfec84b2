import { z } from "zod";
import { readContent } from "./read";
import { template, text } from "./schema";

/**
 * The Non-School Day Camps page's words. Which sites run the camps, and so how many, comes
 * from the programs each site offers (content/sites/).
 */
export const nsdCampsPage = readContent(
  "content/nsd-camps.yaml",
  z.strictObject({
    lead: text(),
    about: text(),
    where: template("siteCount"),
    enrolSteps: z.array(text()).min(1, "list at least one step"),
  }),
);
