import { z } from "zod";
import { districts } from "./districts";
import { organisationFactNames, organisationFacts, perLocale } from "./organisation-facts";
import { filledText, pageMeta, sentence } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

const heading = (label: string) => text().meta({ label });

/** The organization's facts, and how many school districts we serve. */
const facts = perLocale((locale) => ({
  ...organisationFacts[locale],
  districtCount: districts.length,
}));
const factNames = { ...organisationFactNames, districtCount: "the number of school districts" };

/**
 * The Main Office page's own words. The office's name (the page's title), address, hours and
 * phone are under "Sites and main office"; the districts' under "School districts".
 */
export const mainOfficePage = readContent(
  "content/main-office-page.yaml",
  z.strictObject({
    page: pageMeta(facts, factNames).omit({ title: true }).meta({
      label: "Search summary",
      hint: 'The page title is the office\'s name, under "Sites and main office".',
      collapsed: false,
    }),
    lead: text().meta({ label: "Introduction", widget: "text" }),
    contact: z
      .strictObject({
        heading: heading("Heading"),
        generalQuestions: sentence(
          { email: "the e-mail for general questions, as a link" },
          { label: "Line under the office's address, hours and phone" },
        ),
      })
      .meta({ label: "Contacting the office" }),
    districts: z
      .strictObject({
        heading: heading("Heading"),
        intro: filledText(facts).meta({
          label: "Line under the heading",
          hint: "Write {districtCount} for the number of districts.",
          widget: "text",
        }),
        noPhone: text().meta({ label: "Said of a district without a phone" }),
        website: sentence(
          { district: "the district's short name" },
          { label: "Text of the link to a district's website" },
        ),
      })
      .meta({ label: "The districts we serve" }),
  }),
);
