import { z } from "zod";
import { readContent } from "./read";
import { email, text } from "./schema";

/**
 * Facts about the organisation itself. The parent non-profit, hosts and contact points are
 * placeholders until the organisation supplies its own (see README, "Editing the site"). Its
 * phone and address are the main office's (content/sites/main-office.yaml).
 */
export const organisation = readContent(
  "content/organisation.yaml",
  z.strictObject({
    name: z.string().trim().min(1),
    fullName: z.string().trim().min(1),
    tagline: text(),
    parentOrganisation: z.string().trim().min(1),
    divisionLine: text(),
    mission: text(),
    adminEmail: email,
  }),
);
