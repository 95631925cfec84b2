import { timeOfDay } from "../i18n/clock";
import type { Locale } from "../i18n/locale";
import { fill, fillText } from "./localize";
import { formatHours } from "./site-format";
import type { GalaxyFile } from "./galaxy-file";

// The Galaxy page's words made from its file and two facts from elsewhere, with no file read
// here: the build (content/galaxy.ts) and the editor's preview of unsaved changes
// (admin/previews.tsx) write the page the same way.

/** The facts of other files that the Galaxy page's sentences name. */
export type GalaxyFacts = { name: string; year: number | string };

export function galaxyWords(file: GalaxyFile, facts: GalaxyFacts) {
  /** The closing time as each language writes it: "6:00 PM", "6:00 p. m.". */
  const closes = { en: timeOfDay(file.closes, "en"), es: timeOfDay(file.closes, "es") };
  const times = { season: file.season, closes };
  const pageFacts = { ...times, name: facts.name, year: facts.year };
  const { lesserTotal, heading, intro } = file.discount;
  return {
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
    discount: { heading, intro },
    pricing: { ...file.pricing, heading: fillText(file.pricing.heading, { year: facts.year }) },
  };
}

/**
 * The multi-child discount: the percent, from how many children each rule applies, and the rules
 * as sentences. The numbers are facts the estimator computes with; the rules are the sentences
 * families read beside it.
 */
export function multiChildDiscount({ discount }: Pick<GalaxyFile, "discount">) {
  const { percent, lesserTotal, combinedTotal } = discount;
  return {
    percent,
    lesserFrom: lesserTotal.children,
    combinedFrom: combinedTotal.children,
    rules: [lesserTotal, combinedTotal].map(({ children, rule }) =>
      fillText(rule, { children, percent }),
    ),
  };
}

type HoursOf = { hours: { opens: string; closes: string } };

/**
 * Opening hours grouped across the school sites, in site order (the early-opening sites come
 * first), written in a language.
 */
export function hoursGroups<Site extends HoursOf>(
  sites: readonly Site[],
  locale: Locale,
): { hours: string; sites: Site[] }[] {
  const groups = new Map<string, Site[]>();
  for (const site of sites) {
    const key = `${site.hours.opens}-${site.hours.closes}`;
    groups.set(key, [...(groups.get(key) ?? []), site]);
  }
  return [...groups.values()].map((group) => ({
    hours: formatHours(group[0]!, locale),
    sites: group,
  }));
}

/** A line of the Galaxy page's hours: where each opening time applies, {hours} left to set in bold. */
export function hoursLines(
  groups: { hours: string; sites: { title: string }[] }[],
  words: { atSites: string; atOtherSites: string },
  list: (names: string[]) => string,
) {
  return groups.map((group, index) => ({
    hours: group.hours,
    line:
      groups.length > 1 && index === groups.length - 1
        ? fill(words.atOtherSites, { count: group.sites.length })
        : fill(words.atSites, { sites: list(group.sites.map((site) => site.title)) }),
  }));
}

export type GalaxyWords = ReturnType<typeof galaxyWords>;
export type MultiChildDiscount = ReturnType<typeof multiChildDiscount>;
