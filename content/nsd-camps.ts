import { z } from "zod";
import { organisationFactNames, organisationFacts } from "./organisation-facts";
import { filledText, pageMeta, sentence } from "./page-text";
import { readContent } from "./read";
import { template, text } from "./schema";

/**
 * The Non-School Day Camps page's words. Which sites run the camps, and so how many, comes
 * from the programs each site offers (content/sites/).
 */
export const nsdCampsPage = readContent(
  "content/nsd-camps.yaml",
  z.strictObject({
    page: pageMeta(organisationFacts, organisationFactNames),
    eyebrow: text().meta({ label: "Small line over the heading" }),
    lead: text().meta({ label: "Introduction under the page title", widget: "text" }),
    whatHeading: text().meta({ label: "Heading over what the camps are" }),
    about: filledText(organisationFacts).meta({
      label: "What the camps are",
      hint: "Write {name} for the organization's short name.",
      widget: "text",
    }),
    where: template("siteCount").meta({
      label: "Where the camps run",
      hint: "{siteCount} shows how many school sites offer the camps.",
    }),
    enrol: z
      .strictObject({
        heading: text().meta({ label: "Heading" }),
        steps: z
          .array(text().meta({ name: "step", label: "Step" }))
          .min(1, "list at least one step")
          .meta({ label: "Steps to enroll" }),
        dashboardButton: text().meta({
          label: "Text of the button to the account dashboard",
          hint: 'Spanish pages add "(en inglés)" after it, since the dashboard is in English.',
        }),
        calendarButton: text().meta({ label: "Text of the button to the calendar" }),
        newAccount: sentence(
          {
            createAccount: "the link to the help on creating an account",
            howRegistrationWorks: "the link to the help on registration",
          },
          { label: "Sentence for families without an account", widget: "text" },
        ),
        createAccountLink: text().meta({
          label: "Text of the link to the help on creating an account",
        }),
        howRegistrationWorksLink: text().meta({
          label: "Text of the link to the help on registration",
        }),
      })
      .meta({ label: "How to enroll" }),
    sites: z
      .strictObject({
        heading: text().meta({ label: "Heading" }),
        intro: text().meta({ label: "Sentence before the sites" }),
      })
      .meta({ label: "The sites", hint: "The sites that offer the camps follow, by district." }),
  }),
);
