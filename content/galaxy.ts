import { timeOfDay } from "../i18n/clock";
import type { Locale } from "../i18n/locale";
import { fillText } from "./localize";
import { organisation } from "./organisation";
import { pricingYear } from "./pricing";
import { galaxyFile as file } from "./galaxy-file";
import { formatHours } from "./site-format";
import { schoolSites, type SiteContent } from "./sites";

/** The closing time as each language writes it: "6:00 PM", "6:00 p. m.". */
const closes = { en: timeOfDay(file.closes, "en"), es: timeOfDay(file.closes, "es") };
const times = { season: file.season, closes };
const pageFacts = { ...times, name: organisation.name, year: pricingYear };
const { percent, lesserTotal, combinedTotal, heading: discountHeading, intro } = file.discount;

/**
 * Galaxy's facts and the Galaxy page's texts, with the season, the closing time and the year of
 * the pricing sheets written into the sentences that show them.
 */
export const galaxy = {
  ...file,
  page: {
    title: fillText(file.page.title, pageFacts),
    description: fillText(file.page.description, pageFacts),
  },
  closes,
  lead: fillText(file.lead, times),
  schedule: fillText(file.schedule, times),
  benefits: file.benefits.map((benefit) => ({
    title: benefit.title,
    text: fillText(benefit.text, { ...times, children: lesserTotal.children }),
  })),
  discount: { heading: discountHeading, intro },
};

/**
 * The multi-child discount: the percent, from how many children each rule applies, and the rules
 * as sentences. The numbers are facts the estimator computes with; the rules are the sentences
 * families read beside it.
 */
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
