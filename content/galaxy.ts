import { z } from "zod";
import { parseContent, type SiteLocation } from "./schema";
import { schoolSites } from "./sites";
import { formatHours } from "./site-format";

/** Percent off in the Galaxy multi-child discount. */
export const GALAXY_DISCOUNT_PERCENT = 10;

/**
 * Galaxy facts from the program rules. The discount lines are the rule as families read it
 * on the Galaxy page; the estimator computes with the same percent.
 */
export const galaxy = parseContent(
  "galaxy",
  z.object({
    season: z.string(),
    closes: z.string().regex(/^\d{1,2}:\d{2} (AM|PM)$/),
    discountRules: z.array(z.object({ children: z.string(), rule: z.string() })).length(2),
    cancellationNotice: z.string(),
    benefits: z.array(z.object({ title: z.string(), text: z.string() })).min(4),
  }),
  {
    season: "August through June",
    closes: "6:00 PM",
    discountRules: [
      { children: "2 children", rule: `${GALAXY_DISCOUNT_PERCENT}% off the lesser monthly total` },
      { children: "3 or more children", rule: `${GALAXY_DISCOUNT_PERCENT}% off the monthly total` },
    ],
    cancellationNotice: "two weeks' written notice",
    benefits: [
      {
        title: "Right on your child's campus",
        text: "No bus, no second drop-off: children walk from class to Galaxy and you pick them up in one place.",
      },
      {
        title: "Open early, open late",
        text: "Doors open before the first bell and stay open until 6:00 PM, so a long workday still fits.",
      },
      {
        title: "Science, theatre, art and recreation",
        text: "Afternoons mix hands-on projects, stage games, art and plenty of time to run and play outside.",
      },
      {
        title: "Staff who know your child",
        text: "Every site has its own director and team, who get to know your child and your family.",
      },
      {
        title: "A discount for brothers and sisters",
        text: "Families with two or more children in Galaxy pay less each month.",
      },
      {
        title: "Everything in one online account",
        text: "Register, pay, set up AutoPay and print statements for your taxes whenever it suits you.",
      },
    ],
  },
);

/** The multi-child discount as one sentence per rule: "2 children, 10% off the lesser monthly total." */
export const galaxyDiscountText = galaxy.discountRules.map((r) => `${r.children}, ${r.rule}.`);

/** Opening hours grouped across the school sites, in site order (the early-opening sites come first). */
export function galaxyHoursGroups(): { hours: string; sites: SiteLocation[] }[] {
  const groups = new Map<string, SiteLocation[]>();
  for (const site of schoolSites) {
    const hours = formatHours(site);
    groups.set(hours, [...(groups.get(hours) ?? []), site]);
  }
  return [...groups.entries()].map(([hours, sites]) => ({ hours, sites }));
}
