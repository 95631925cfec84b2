import {
  galaxy,
  galaxyDiscount,
  galaxyHoursGroups,
  hoursLines,
  familyResourceHref,
  programById,
  registrationPromos,
  localize,
} from "~/content.server";
import { pricingSheetData } from "~/features/galaxy-pricing/pricing-sheet-data.server";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale, type Locale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import { formatList } from "~i18n/list";
import { GalaxyPageView } from "~/features/galaxy/galaxy-page-view";
import type { Route } from "./+types/galaxy";

// The multi-child discount estimator works out a family's own totals in the browser.
export const handle: PageHandle = { hydrate: true };

/**
 * Where each opening time applies, as a line with {hours} for the page to set in bold: the sites
 * by name, and the largest group, last, as "the other sites".
 */
function hoursList(locale: Locale) {
  const groups = galaxyHoursGroups(locale).map((group) => ({
    hours: group.hours,
    sites: localize(group.sites, locale),
  }));
  return hoursLines(groups, localize(galaxy.hours, locale), (names) => formatList(names, locale));
}

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const words = localize(galaxy, locale);
  return {
    ...localize(
      {
        name: programById("galaxy").name,
        subsidyPrograms: programById("subsidy").inSentence,
        discount: galaxyDiscount,
        promo: registrationPromos.find((p) => p.program === "galaxy"),
      },
      locale,
    ),
    words,
    pricing: pricingSheetData(locale),
    hours: hoursList(locale),
    scheduleChangesHref: familyResourceHref("scheduleChanges"),
    meta: seo({ url, ...words.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Galaxy({ loaderData }: Route.ComponentProps) {
  return <GalaxyPageView data={loaderData} />;
}
