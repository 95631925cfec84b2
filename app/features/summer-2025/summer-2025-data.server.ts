import {
  districtById,
  fill,
  localize,
  sitesOffering,
  summer2025,
  type Localized,
} from "~/content.server";
import { siteHref } from "~content/site-format";
import type { Locale } from "~/lib/i18n/locale";
import { dayRange } from "./summer-dates";

/**
 * What Summer2025Details shows in a language, gathered by the Summer Camp route's loader at
 * prerender, so the facts and the site list reach the browser as page data rather than as
 * modules.
 */
export function summer2025Details(locale: Locale) {
  const { weekWithoutCamps, ...summer } = localize(summer2025, locale);
  return localize(
    {
      summer: {
        ...summer,
        weekWithoutCamps: fill(weekWithoutCamps.note, {
          week: dayRange(weekWithoutCamps.from, weekWithoutCamps.to, locale),
        }),
      },
      sites: sitesOffering("summer").map((site) => ({
        slug: site.slug,
        title: site.title,
        href: siteHref(site),
        city: site.city,
        districtShortName: site.district && districtById(site.district).shortName,
      })),
    },
    locale,
  );
}

export type Summer2025DetailsData = Localized<ReturnType<typeof summer2025Details>>;
