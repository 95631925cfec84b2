import { z } from "zod";
import { linkAddress, linkName } from "./links";
import { organisationFacts } from "./organisation-facts";
import { filledText } from "./page-text";
import { readContent } from "./read";
import { email, markdown, text } from "./schema";

const file = readContent(
  "content/donations.yaml",
  z.strictObject({
    lead: text().meta({ label: "Introduction", widget: "text" }),
    givingEmail: email.meta({ label: "E-mail for questions about giving" }),
    gifts: z
      .array(
        z.strictObject({
          amount: z
            .number()
            .int()
            .min(1, "a gift is at least $1")
            .meta({ label: "Amount in dollars" }),
          link: linkName.meta({ label: "Its payment page" }),
        }),
      )
      .min(1, "offer at least one amount to give online")
      .meta({ label: "Amounts to give online", summary: "${{fields.amount}}" }),
    whyGive: filledText(organisationFacts).meta({
      label: 'Why give (under "Give online")',
      hint: "{divisionLine} shows the line about the parent non-profit.",
      widget: "text",
    }),
    corporate: markdown().meta({ label: "Corporate giving" }),
    inKind: markdown().meta({ label: "In-kind donations" }),
  }),
);

/**
 * Ways to give. The giving inbox is fictional until the organisation supplies its own; the
 * payment pages are under the links to other websites.
 */
export const donations = {
  ...file,
  gifts: file.gifts.map((gift) => ({
    amount: gift.amount,
    href: linkAddress(gift.link) as string,
  })),
};
