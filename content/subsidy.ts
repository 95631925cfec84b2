import { fillText } from "./localize";
import { z } from "zod";
import { districts } from "./districts";
import type { Localized, Text } from "./localize";
import { organisation } from "./organisation";
import { pageMeta, sentence } from "./page-text";
import { readContent } from "./read";
import { optional, phone, template, text, url } from "./schema";

const file = readContent(
  "content/subsidy.yaml",
  z.strictObject({
    page: pageMeta(),
    lead: text().meta({ label: "Introduction under the page title", widget: "text" }),
    eloPHeading: text().meta({ label: "Heading over the school districts" }),
    eloPIntro: text().meta({ label: "About ELO-P", widget: "text" }),
    eloPContact: template("district").meta({
      label: "Text on each district's card",
      hint: "The cards list the school districts (Organization, School districts) with their website and phone. {district} shows the district's short name, like EUSD.",
    }),
    agenciesHeading: text().meta({ label: "Heading over the agencies" }),
    agenciesIntro: text().meta({
      label: "About the county and national agencies",
      widget: "text",
    }),
    agencies: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1).meta({ label: "Name" }),
          href: url.meta({ label: "Website" }),
          /** Whether the website is in English only, which Spanish pages say beside the link. */
          englishOnly: z.boolean().meta({
            label: "Website only in English",
            hint: 'Spanish pages then say "(en inglés)" beside the link.',
          }),
          /** Empty when no public number is on record; the page then points to the website. */
          phone: optional(phone).meta({
            label: "Phone",
            hint: "Leave empty when there is no public number; the card then points to the website.",
          }),
          description: text().meta({ label: "What it does for families", widget: "text" }),
        }),
      )
      .min(1, "list at least one agency")
      .meta({ label: "County and national agencies", summary: "{{fields.name}}" }),
    noPhone: sentence(
      { phone: "the main office's phone, as a link" },
      {
        label: "On a card without a phone",
        hint: "In place of the phone of a district or agency that has none on record.",
        widget: "text",
      },
    ),
    questions: template("name", "phone").meta({
      label: "Last line of the page",
      hint: "Write {name} for the organization's short name and {phone} for the main office's phone, as a link.",
      widget: "text",
    }),
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

/** The Subsidy Programs page's own words; the phones in them are the page's to fill. */
export const subsidyPage = {
  page: file.page,
  lead: file.lead,
  eloPHeading: file.eloPHeading,
  eloPIntro: file.eloPIntro,
  agenciesHeading: file.agenciesHeading,
  agenciesIntro: file.agenciesIntro,
  noPhone: file.noPhone,
  questions: fillText(file.questions, { name: organisation.name }),
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
