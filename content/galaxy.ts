import { fillText } from "./localize";
import { z } from "zod";
import { readContent } from "./read";
import { template, text, time } from "./schema";
import { formatHours } from "./site-format";
import { schoolSites, type SiteContent } from "./sites";

const discountRule = z.strictObject({
  children: z.number().int().min(2, "a multi-child discount starts at 2 children"),
  rule: template("children", "percent"),
});

const galaxySchema = z.strictObject({
  season: text(),
  closes: time,
  lead: template("season", "closes"),
  about: text(),
  schedule: template("season", "closes"),
  benefits: z
    .array(z.strictObject({ title: text(), text: template("season", "closes") }))
    .min(1, "list at least one reason families choose Galaxy"),
  discount: z
    .strictObject({
      percent: z.number().int().min(1).max(100),
      lesserTotal: discountRule,
      combinedTotal: discountRule,
    })
    .refine((discount) => discount.combinedTotal.children > discount.lesserTotal.children, {
      path: ["combinedTotal", "children"],
      message: "the discount on the whole monthly total starts with more children than the other",
    }),
  cancellationNotice: text(),
});

const file = readContent("content/galaxy.yaml", galaxySchema);

const times = { season: file.season, closes: file.closes };
const { percent, lesserTotal, combinedTotal } = file.discount;

/**
 * Galaxy's facts and texts, with the season and closing time written into the sentences that
 * show them. The discount's numbers are facts the estimator computes with; its rules are the
 * sentences families read beside it.
 */
export const galaxy = {
  season: file.season,
  closes: file.closes,
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

/** Opening hours grouped across the school sites, in site order (the early-opening sites come first). */
export function galaxyHoursGroups(): { hours: string; sites: SiteContent[] }[] {
  const groups = new Map<string, SiteContent[]>();
  for (const site of schoolSites) {
    const hours = formatHours(site);
    groups.set(hours, [...(groups.get(hours) ?? []), site]);
  }
  return [...groups.entries()].map(([hours, sites]) => ({ hours, sites }));
}
