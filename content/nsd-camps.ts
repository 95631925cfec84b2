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
    lead: text().meta({ label: "Introduction under the page title", widget: "text" }),
    about: text().meta({ label: "What the camps are", widget: "text" }),
    where: template("siteCount").meta({
      label: "Where the camps run",
      hint: "{siteCount} shows how many school sites offer the camps.",
    }),
    enrolSteps: z
      .array(text().meta({ name: "step", label: "Step" }))
      .min(1, "list at least one step")
      .meta({ label: "Steps to enrol" }),
  }),
);
