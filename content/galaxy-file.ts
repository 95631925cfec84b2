import { z } from "zod";
import { filledText, pageMetaWithOwnFacts, sentence } from "./page-text";
import { pricingYear } from "./pricing";
import { readContent } from "./read";
import { checked, pairChecked, template, text, time } from "./schema";

// content/galaxy.yaml as the editor and the build read it. Apart from content/galaxy.ts, which
// writes its facts into the page's sentences, so that the sites (content/sites.ts) can take
// Galaxy's closing time from here while the Galaxy page lists the sites' hours.

/**
 * A multi-child discount: from how many children, and its rule. The one on the whole monthly
 * total starts with more children than the one on the lesser total, so at 3 at the least.
 */
function discountRule(fewestChildren: number) {
  return z.strictObject({
    children: z
      .number()
      .int()
      .min(fewestChildren, `this discount starts at ${fewestChildren} children or more`)
      .meta({ label: "Number of children it starts with" }),
    rule: template("children", "percent").meta({
      label: "The rule as families read it",
      hint: "{children} and {percent} show the numbers above. A sentence of its own, starting with a capital: it follows other sentences, and stands alone beside the estimator.",
    }),
  });
}

const withTimes = "{season} and {closes} show the season and closing time above.";

const heading = (label = "Heading") => text().meta({ label });

/** The year of the pricing sheets (Galaxy Pricing page and sheets), for the texts that name it. */
const yearFact = { en: { year: pricingYear }, es: { year: pricingYear } };

export const galaxySchema = z.strictObject({
  eyebrow: text().meta({ label: "Small line over the heading" }),
  season: text().meta({
    label: "Season",
    hint: "As it reads in a sentence: August through June / de agosto a junio",
  }),
  closes: time.meta({
    label: "Closing time",
    hint: "When Galaxy closes at every school site. A site that closes at another time says so in its own hours (Sites and main office).",
  }),
  lead: template("season", "closes").meta({
    label: "Introduction under the page title",
    hint: withTimes,
    widget: "text",
  }),
  findSiteButton: text().meta({
    label: "Text of the buttons to the Locations page",
    hint: "Under the introduction and at the end of the page.",
  }),
  pricingLink: text().meta({
    label: "Text of the button and the link to the Galaxy Pricing page",
  }),
  aboutHeading: heading("Heading over what Galaxy is"),
  about: text().meta({ label: "What Galaxy is", widget: "text" }),
  schedule: template("season", "closes").meta({
    label: "Sentence before the opening hours",
    hint: `The opening hours of the sites follow it. ${withTimes}`,
    widget: "text",
  }),
  hours: z
    .strictObject({
      atSites: sentence(
        { hours: "the opening hours, in bold", sites: "the names of the sites" },
        { label: "Line of the sites named" },
      ),
      atOtherSites: sentence(
        { hours: "the opening hours, in bold", count: "how many sites" },
        { label: "Last line, for all the other sites" },
      ),
    })
    .meta({
      label: "Opening hours",
      hint: "One line for each opening time, which the sites' files give.",
    }),
  benefitsHeading: heading("Heading over why families choose Galaxy"),
  benefits: z
    .array(
      z.strictObject({
        title: text().meta({ label: "Heading" }),
        text: template("season", "closes", "children").meta({
          label: "Text",
          hint: `${withTimes} {children} shows how many children the multi-child discount starts with.`,
          widget: "text",
        }),
      }),
    )
    .min(1, "list at least one reason families choose Galaxy")
    .meta({ label: "Why families choose Galaxy", summary: "{{fields.title.en}}" }),
  discount: checked(
    z.strictObject({
      heading: heading(),
      intro: pairChecked(text(), [
        {
          kind: "closedSentence",
          message: "end this sentence with a period: the rules follow it as sentences of their own",
        },
      ]).meta({ label: "Sentence before the rules", widget: "text" }),
      percent: z.number().int().min(1).max(100).meta({ label: "Percent off" }),
      lesserTotal: discountRule(2).meta({ label: "Discount on the lesser monthly total" }),
      combinedTotal: discountRule(3).meta({ label: "Discount on the whole monthly total" }),
    }),
    [
      {
        kind: "after",
        field: "combinedTotal.children",
        earlier: "lesserTotal.children",
        message: "the discount on the whole monthly total starts with more children than the other",
      },
    ],
  ).meta({
    label: "Multi-child discount",
    hint: "The estimator on the page computes with these numbers.",
  }),
  pricing: z
    .strictObject({
      heading: filledText(yearFact).meta({
        label: "Heading",
        hint: "Write {year} for the year of the pricing sheets.",
      }),
      intro: sentence(
        { link: "the link to the Galaxy Pricing page" },
        { label: "Line after each district's lowest fee", widget: "text" },
      ),
    })
    .meta({
      label: "What Galaxy costs",
      hint: "Each district's lowest monthly fee follows the heading, from Prices; the pricing sheets are under Galaxy Pricing page and sheets.",
    }),
  goodToKnow: z
    .strictObject({
      heading: heading(),
      cancel: text().meta({ label: "How to cancel", widget: "text" }),
      scheduleChanges: sentence(
        { link: "the link to the help topic on schedule changes" },
        { label: "Schedule changes", widget: "text" },
      ),
      scheduleChangesLink: text().meta({ label: "Text of the link to the help topic" }),
      subsidy: sentence(
        { subsidyPrograms: "the link to the Subsidy Programs page, with its name" },
        { label: "Help paying", widget: "text" },
      ),
    })
    .meta({ label: "Good to know", hint: "A short list near the end of the page." }),
  ready: z
    .strictObject({
      heading: heading(),
      text: text().meta({ label: "Text", widget: "text" }),
    })
    .meta({ label: "Box at the end of the page", hint: "Above a button to the Locations page." }),
  // Not on the page: last, and folded, so the form opens with what families read.
  page: pageMetaWithOwnFacts(
    {
      name: "the organization's short name",
      season: "the season",
      closes: "the closing time",
      year: "the year of the pricing sheets",
    },
    "Its name in the browser tab and in search results; the heading on the page is the program's name (Program names and summaries).",
    {
      label: "Browser tab and search results",
      hint: "Not shown on the page itself, so it comes last, folded: open it to change how the page is named in the browser tab and in search results.",
      collapsed: true,
    },
  ),
});

/** The Galaxy page's file, as written: its sentences still hold their {placeholders}. */
export const galaxyFile = readContent("content/galaxy.yaml", galaxySchema);

export type GalaxyFile = z.output<typeof galaxySchema>;
