import { formatList } from "../i18n/list";
import { locales, type Locale } from "../i18n/locale";
import { districts } from "./districts";
import { organisation } from "./organisation";
import { mainOffice, schoolSites } from "./sites";

/** A value in each of the site's languages, made the same way for each. */
export function perLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
}

export type OrganisationFacts = {
  name: string;
  fullName: string;
  siteCount: number;
  districts: string;
  cities: string;
  divisionLine: string;
  officeAddress: string;
};

function factsIn(locale: Locale): OrganisationFacts {
  const { address, city, state, zip } = mainOffice;
  return {
    name: organisation.name,
    fullName: organisation.fullName,
    siteCount: schoolSites.length,
    districts: formatList(
      districts.map((district) => district.name),
      locale,
    ),
    cities: formatList([...new Set(schoolSites.map((site) => site.city))], locale),
    divisionLine: organisation.divisionLine[locale],
    officeAddress: `${address}, ${city}, ${state} ${zip}`,
  };
}

/**
 * Facts about the organization that texts show through {placeholders}, computed from the files
 * that hold them, so a new site or a renamed district changes every sentence that names it.
 */
export const organisationFacts = perLocale(factsIn);

/** What each organisation fact shows, for the editor's hints. */
export const organisationFactNames: Record<keyof OrganisationFacts, string> = {
  name: "the organization's short name",
  fullName: "its full name",
  siteCount: "the number of school sites",
  districts: "the districts' names",
  cities: "the cities of the sites",
  divisionLine: "the line about the parent non-profit",
  officeAddress: "the main office's address",
};
