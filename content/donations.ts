import { z } from "zod";
import { linkAddress, linkNames } from "./links";
import { organisationFacts } from "./organisation-facts";
import { filledText } from "./page-text";
import { readContent } from "./read";
import { email, markdown, text } from "./schema";

const file = readContent(
  "content/donations.yaml",
  z.strictObject({
    lead: text(),
    givingEmail: email,
    gifts: z
      .array(
        z.strictObject({
          amount: z.number().int().min(1, "a gift is at least $1"),
          link: z.enum(linkNames),
        }),
      )
      .min(1, "offer at least one amount to give online"),
    whyGive: filledText(organisationFacts),
    corporate: markdown(),
    inKind: markdown(),
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
