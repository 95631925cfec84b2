import type { Locale } from "../i18n/locale";
import { organisation } from "./organisation";
import { pricingYear } from "./pricing";
import { galaxyFile } from "./galaxy-file";
import { galaxyWords, hoursGroups, multiChildDiscount } from "./galaxy-words";
import { schoolSites, type SiteContent } from "./sites";

/**
 * Galaxy's facts and the Galaxy page's texts, with the season, the closing time and the year of
 * the pricing sheets written into the sentences that show them.
 */
export const galaxy = galaxyWords(galaxyFile, { name: organisation.name, year: pricingYear });

export const galaxyDiscount = multiChildDiscount(galaxyFile);

/**
 * Opening hours grouped across the school sites, in site order (the early-opening sites come
 * first), written in a language.
 */
export function galaxyHoursGroups(locale: Locale): { hours: string; sites: SiteContent[] }[] {
  return hoursGroups(schoolSites, locale);
}
