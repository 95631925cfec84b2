import { z } from "zod";
import { externalLinks } from "./links";
import { organisationFactNames, organisationFacts } from "./organisation-facts";
import { filledText, pageMeta, sentence } from "./page-text";
import { readContent } from "./read";
import { email, markdown, text } from "./schema";

const heading = (label: string) => text().meta({ label });

const file = readContent(
  "content/employment.yaml",
  z.strictObject({
    page: pageMeta(organisationFacts, organisationFactNames),
    lead: text().meta({ label: "Introduction", widget: "text" }),
    apply: z
      .strictObject({
        heading: heading("Heading"),
        jobBoard: z
          .strictObject({
            heading: heading("Heading"),
            text: text().meta({ label: "Text", widget: "text" }),
            button: text().meta({
              label: "Text of the button to the job board",
              hint: 'Spanish pages add "(en inglés)" after it, since the job board is in English.',
            }),
          })
          .meta({ label: "The job board" }),
        email: z
          .strictObject({
            heading: heading("Heading"),
            text: sentence(
              { email: "the e-mail address for applications, as a link" },
              { label: "Text", widget: "text" },
            ),
            subject: text().meta({ label: "Subject of the e-mail the link starts" }),
          })
          .meta({ label: "Applying by e-mail" }),
        call: z
          .strictObject({
            heading: heading("Heading"),
            text: sentence(
              {
                phone: "the main office's phone, as a link",
                hours: "its opening hours",
              },
              { label: "Text", widget: "text" },
            ),
          })
          .meta({ label: "Calling the office" }),
      })
      .meta({ label: "How to apply", hint: "Three ways, side by side." }),
    careersEmail: email.meta({ label: "E-mail for applications" }),
    peopleHeading: heading("Heading over the people we hire"),
    roles: z
      .array(
        z.strictObject({
          title: text().meta({ label: "Job" }),
          text: text().meta({ label: "What the work is", widget: "text" }),
        }),
      )
      .min(1)
      .meta({ label: "The people we hire", summary: "{{fields.title.en}}" }),
    workingHeading: filledText(organisationFacts).meta({
      label: "Heading over what working here is like",
      hint: "Write {name} for the organization's short name.",
    }),
    workingHere: markdown().meta({
      label: "What working at STAR is like",
      hint: "Paragraphs and bulleted lists.",
    }),
  }),
);

/**
 * The Employment page: how to apply and what the work is like. The careers inbox is fictional
 * until supplied; the job board's address is under the links to other websites.
 */
export const employment = { ...file, jobBoard: externalLinks.jobBoard };
