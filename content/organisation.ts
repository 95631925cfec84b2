import { z } from "zod";
import { readContent } from "./read";
import { email, text } from "./schema";

/**
 * Facts about the organization itself. The parent non-profit, hosts and contact points are
 * placeholders until the organization supplies its own (see README, "Editing the site"). Its
 * phone and address are the main office's (content/sites/main-office.yaml).
 */
export const organisation = readContent(
  "content/organisation.yaml",
  z.strictObject({
    name: z.string().trim().min(1).meta({ label: "Short name", hint: "As in the logo: STAR" }),
    fullName: z
      .string()
      .trim()
      .min(1)
      .meta({ label: "Full name", hint: "As in page titles: STAR Education" }),
    tagline: text().meta({ label: "Tagline under the logo" }),
    parentOrganisation: z.string().trim().min(1).meta({ label: "Parent non-profit" }),
    divisionLine: text().meta({ label: "Line in the footer about the parent non-profit" }),
    mission: text().meta({
      label: "Mission statement",
      hint: "Shown on the home page, the About page and in the footer.",
      widget: "text",
    }),
    adminEmail: email.meta({ label: "E-mail for questions about the website" }),
  }),
);
