import { z } from "zod";
import { parseContent } from "./schema";

/**
 * Facts about the organisation itself. The parent non-profit, hosts and contact points are
 * fictional until the organisation supplies its own (see README, "Editing content").
 */
export const organisation = parseContent(
  "organisation",
  z.object({
    name: z.string(),
    fullName: z.string(),
    tagline: z.string(),
    parentOrganisation: z.string(),
    divisionLine: z.string(),
    mission: z.string(),
    adminEmail: z.email(),
    mainPhone: z.string(),
  }),
  {
    name: "STAR",
    fullName: "STAR Education",
    tagline: "Science.Theatre.Art.Recreation",
    parentOrganisation: "Placer Learning Partners",
    divisionLine:
      "STAR Education is a division of Placer Learning Partners, a 501(c)(3) non-profit.",
    mission:
      "We give every child a safe, joyful place to learn before and after school: science to wonder at, theatre to find their voice, art to make something their own, and recreation to grow strong together.",
    adminEmail: "admin@star.example.org",
    mainPhone: "(916) 555-0100",
  },
);
