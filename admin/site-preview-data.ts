import type { SitePageData } from "~/features/locations/site-page-view";
import { localize } from "../content/localize";
import { siteGalaxyCost } from "../content/price-words";
import type { ProgramContent } from "../content/programs";
import { siteWords } from "../content/site-words";
import type { SiteContent } from "../content/sites";
import type { Locale } from "../i18n/locale";
import { lenient } from "./lenient";
import type { PreviewFacts } from "./preview-facts";

// A school site's page as the previews draw it: of a site being edited, and of the site whose
// places are being edited (admin/closure-previews.tsx).

export type SiteFile = Omit<SiteContent, "hours"> & {
  hours: { opens: string; closes: string | null };
};

/** A school site's page from its file as in the form, with the facts saved now. */
export function sitePage(file: SiteFile, locale: Locale, facts: PreviewFacts): SitePageData {
  const { sites } = facts;
  const site: SiteContent = {
    ...file,
    hours: { opens: file.hours.opens, closes: file.hours.closes ?? sites.galaxyCloses },
  };
  const programs = sites.programs as ProgramContent[];
  const programNames = Object.fromEntries(programs.map((program) => [program.id, program.name]));
  // A site not saved yet has no closures nor places: the first school site's words, empty.
  const known = site.slug in sites.closures ? site.slug : sites.firstSchoolSite;
  const closures = sites.closures[known]![locale];
  return {
    today: facts.today,
    registration: sites.registration[locale],
    closures: known === site.slug ? closures : { ...closures, soon: [], later: [] },
    places: known === site.slug ? sites.places[known]![locale] : [],
    placesLabel: sites.placesLabel[locale],
    site: localize(site, locale),
    words: siteWords(sites.template, site, { name: sites.name, programNames }, locale),
    licenceLookupUrl: sites.licenceLookupUrl,
    districtName: site.district ? sites.districts[site.district] : undefined,
    galaxyCost:
      site.programs.includes("galaxy") && site.district
        ? siteGalaxyCost(facts.prices.saved, site.district, locale)
        : undefined,
    offered: localize(
      site.programs
        .filter((id) => id !== "subsidy")
        .flatMap((id) => programs.filter((program) => program.id === id)),
      locale,
    ),
  };
}

/** A site's file as in the form, read against its saved file (or the first school site's). */
export function siteFileOf(data: unknown, facts: PreviewFacts): SiteFile {
  const { sites } = facts;
  const slug = (data as { slug?: unknown } | undefined)?.slug;
  const saved =
    sites.saved[typeof slug === "string" && slug in sites.saved ? slug : sites.firstSchoolSite];
  return lenient(data, saved) as SiteFile;
}
