import { timeOfDay } from "../app/lib/i18n/clock";
import type { Locale } from "../app/lib/i18n/locale";
import { fillText } from "./localize";
import { z } from "zod";
import { readContent } from "./read";
import { template, text, time } from "./schema";
import { formatHours } from "./site-format";
import { schoolSites, type SiteContent } from "./sites";

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
      hint: "{children} and {percent} show the numbers above.",
    }),
  });
}

const withTimes = "{season} and {closes} show the season and closing time above.";

const galaxySchema = z.strictObject({
  season: text().meta({
    label: "Season",
    hint: "As it reads in a sentence: August through June / de agosto a junio",
  }),
  closes: time.meta({ label: "Closing time" }),
  lead: template("season", "closes").meta({
    label: "Introduction under the page title",
    hint: withTimes,
    widget: "text",
  }),
  about: text().meta({ label: "What Galaxy is", widget: "text" }),
  schedule: template("season", "closes").meta({
    label: "Sentence before the opening hours",
    hint: `The opening hours of the sites follow it. ${withTimes}`,
    widget: "text",
  }),
  benefits: z
    .array(
      z.strictObject({
        title: text().meta({ label: "Heading" }),
        text: template("season", "closes").meta({ label: "Text", hint: withTimes, widget: "text" }),
      }),
    )
    .min(1, "list at least one reason families choose Galaxy")
    .meta({ label: "Why families choose Galaxy", summary: "{{fields.title.en}}" }),
  discount: z
    .strictObject({
      percent: z.number().int().min(1).max(100).meta({ label: "Percent off" }),
      lesserTotal: discountRule(2).meta({ label: "Discount on the lesser monthly total" }),
      combinedTotal: discountRule(3).meta({ label: "Discount on the whole monthly total" }),
    })
    .refine((discount) => discount.combinedTotal.children > discount.lesserTotal.children, {
      path: ["combinedTotal", "children"],
      message: "the discount on the whole monthly total starts with more children than the other",
    })
    .meta({
      label: "Multi-child discount",
      hint: "The estimator on the page computes with these numbers.",
    }),
  cancellationNotice: text().meta({
    label: "Notice needed to cancel",
    hint: "Ends the sentence To cancel Galaxy, give …: two weeks' written notice",
  }),
});

const file = readContent("content/galaxy.yaml", galaxySchema);

/** The closing time as each language writes it: "6:00 PM", "6:00 p. m.". */
const closes = { en: timeOfDay(file.closes, "en"), es: timeOfDay(file.closes, "es") };
const times = { season: file.season, closes };
const { percent, lesserTotal, combinedTotal } = file.discount;

/**
 * Galaxy's facts and texts, with the season and closing time written into the sentences that
 * show them. The discount's numbers are facts the estimator computes with; its rules are the
 * sentences families read beside it.
 */
export const galaxy = {
  season: file.season,
  closes,
  lead: fillText(file.lead, times),
  about: file.about,
  schedule: fillText(file.schedule, times),
  benefits: file.benefits.map((benefit) => ({
    title: benefit.title,
    text: fillText(benefit.text, times),
  })),
  cancellationNotice: file.cancellationNotice,
};

/** The multi-child discount: the percent, from how many children each rule applies, and the rules as sentences. */
export const galaxyDiscount = {
  percent,
  lesserFrom: lesserTotal.children,
  combinedFrom: combinedTotal.children,
  rules: [lesserTotal, combinedTotal].map(({ children, rule }) =>
    fillText(rule, { children, percent }),
  ),
};

/**
 * Opening hours grouped across the school sites, in site order (the early-opening sites come
 * first), written in a language.
 */
export function galaxyHoursGroups(locale: Locale): { hours: string; sites: SiteContent[] }[] {
  const groups = new Map<string, SiteContent[]>();
  for (const site of schoolSites) {
    const key = `${site.hours.opens}-${site.hours.closes}`;
    groups.set(key, [...(groups.get(key) ?? []), site]);
  }
  return [...groups.values()].map((sites) => ({ hours: formatHours(sites[0]!, locale), sites }));
}
