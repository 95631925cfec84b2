import { fillText } from "./localize";
import { z } from "zod";
import { districts } from "./districts";
import type { Localized, Text } from "./localize";
import { readContent } from "./read";
import { optional, phone, template, text, url } from "./schema";

const file = readContent(
  "content/subsidy.yaml",
  z.strictObject({
    lead: text(),
    eloPIntro: text(),
    eloPContact: template("district"),
    agenciesIntro: text(),
    agencies: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1),
          href: url,
          /** Whether the website is in English only, which Spanish pages say beside the link. */
          englishOnly: z.boolean(),
          /** Empty when no public number is on record; the page then points to the website. */
          phone: optional(phone),
          description: text(),
        }),
      )
      .min(1, "list at least one agency"),
  }),
);

export interface SubsidyContactContent {
  name: string;
  href: string;
  englishOnly: boolean;
  phone: string | null;
  description: Text;
}

export type SubsidyContact = Localized<SubsidyContactContent>;

/** The Subsidy Programs page's own words. */
export const subsidyPage = {
  lead: file.lead,
  eloPIntro: file.eloPIntro,
  agenciesIntro: file.agenciesIntro,
};

/**
 * ELO-P (Expanded Learning Opportunities Program) is run by each school district, so families
 * ask their own district. Names, websites and phones come from content/districts.yaml.
 */
export const eloPContacts: SubsidyContactContent[] = districts.map((district) => ({
  name: district.name,
  href: district.href,
  // District websites are in English.
  englishOnly: true,
  phone: district.phone,
  description: fillText(file.eloPContact, { district: district.shortName }),
}));

/** County and national agencies that help families find and pay for child care. */
export const subsidyAgencies: SubsidyContactContent[] = file.agencies;
