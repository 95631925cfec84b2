import { z } from "zod";
import { formatUsd } from "../i18n/money";
import { linkAddress, linkName } from "./links";
import { fillText } from "./localize";
import { formatList } from "../i18n/list";
import { organisationFacts, perLocale } from "./organisation-facts";
import { filledText, pageMeta, sentence } from "./page-text";
import { readContent } from "./read";
import { email, markdown, searchSummary, text } from "./schema";

const heading = (label: string) => text().meta({ label });

const file = readContent(
  "content/donations.yaml",
  z.strictObject({
    // The summary names the amounts offered below, so it is filled once the file is read.
    page: pageMeta()
      .extend({
        description: sentence(
          { fullName: "the organization's full name", amounts: "the amounts offered below" },
          searchSummary,
        ),
      })
      .meta({ label: "Page title and search summary", collapsed: false }),
    lead: text().meta({ label: "Introduction", widget: "text" }),
    givingEmail: email.meta({ label: "E-mail for questions about giving" }),
    online: z
      .strictObject({
        heading: heading("Heading"),
        chooseAmount: text().meta({ label: "Line over the amounts", widget: "text" }),
        gift: sentence(
          { amount: "the amount" },
          {
            label: "What each amount's button says to screen readers",
            hint: "The button shows the amount alone; screen readers hear the whole line.",
          },
        ),
      })
      .meta({ label: "Giving online" }),
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
      label: "Why give (under the heading of giving online)",
      hint: "{divisionLine} shows the line about the parent non-profit.",
      widget: "text",
    }),
    check: z
      .strictObject({
        heading: heading("Heading"),
        payableTo: sentence(
          { fullName: "the organization's full name, in bold" },
          { label: "Whom to make the check out to", widget: "text" },
        ),
        receipt: text().meta({ label: "Line under the address", widget: "text" }),
      })
      .meta({
        label: "Mailing a check",
        hint: "The main office's address shows between the two lines.",
      }),
    corporateHeading: heading("Heading over corporate giving"),
    corporate: markdown().meta({ label: "Corporate giving" }),
    inKindHeading: heading("Heading over in-kind donations"),
    inKind: markdown().meta({ label: "In-kind donations" }),
    talk: z
      .strictObject({
        heading: heading("Heading"),
        call: sentence({ phone: "the main office's phone, as a link" }, { label: "Calling" }),
        email: sentence(
          { email: "the e-mail for questions about giving, as a link" },
          { label: "Writing" },
        ),
      })
      .meta({ label: "Talking to us about giving" }),
  }),
);

/** The amounts offered, as the pages write them: "$1 or $5". */
const amounts = perLocale((locale) =>
  formatList(
    file.gifts.map((gift) => formatUsd(gift.amount, { cents: false })),
    locale,
    "disjunction",
  ),
);

/**
 * The How You Can Help page: ways to give. The giving inbox is fictional until the organization
 * supplies its own; the payment pages are under the links to other websites.
 */
export const donations = {
  ...file,
  page: {
    title: file.page.title,
    description: fillText(file.page.description, {
      fullName: organisationFacts.en.fullName,
      amounts,
    }),
  },
  gifts: file.gifts.map((gift) => ({
    amount: gift.amount,
    href: linkAddress(gift.link) as string,
  })),
};
