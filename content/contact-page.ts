import { z } from "zod";
import { organisationFactNames, organisationFacts } from "./organisation-facts";
import { pageMeta, paragraph, sentence } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

const heading = (label: string) => text().meta({ label });

/** The Contact page's own words; its forms, billing guidance and sites have files of their own. */
export const contactPage = readContent(
  "content/contact-page.yaml",
  z.strictObject({
    page: pageMeta(organisationFacts, organisationFactNames),
    lead: text().meta({ label: "Introduction", widget: "text" }),
    forms: z
      .strictObject({
        heading: heading("Heading"),
        liveChat: sentence(
          {
            hours: "the live chat's hours, in bold",
            days: "its days",
            scope: "what it is for",
          },
          {
            label: "Line about the live chat, in the technical support card",
            hint: 'The hours, days and what the chat is for are under "Contact page, help-desk forms and live chat".',
          },
        ),
        administrator: sentence(
          { email: "the e-mail for questions about the website, as a link" },
          { label: "Line under the forms" },
        ),
      })
      .meta({
        label: "The help-desk forms",
        hint: 'The forms themselves are under "Contact page, help-desk forms and live chat".',
      }),
    billing: z
      .strictObject({
        heading: heading("Heading"),
        intro: paragraph().meta({ label: "Line under the heading" }),
        mainOffice: sentence(
          {
            hours: "the main office's opening hours",
            phone: "its phone, as a link",
            email: "its e-mail, as a link",
          },
          { label: "Line about the main office" },
        ),
      })
      .meta({
        label: "Billing questions",
        hint: 'What each program says is under "Contact page, billing guidance per program".',
      }),
    sites: z
      .strictObject({
        heading: heading("Heading"),
        intro: paragraph().meta({ label: "Line under the heading" }),
      })
      .meta({ label: "Phones and e-mails of the sites" }),
  }),
);
