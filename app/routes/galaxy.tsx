import {
  galaxy,
  galaxyDiscount,
  galaxyHoursGroups,
  hoursLines,
  familyResourceHref,
  mainOffice,
  programById,
  registrationPromos,
  registrationWords,
  localize,
  pricesOn,
} from "~/content.server";
import { pacificDay } from "~i18n/days";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale, type Locale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import { formatList } from "~i18n/list";
import { GalaxyPageView } from "~/features/galaxy/galaxy-page-view";
import { registrationViews } from "~/features/registration/registration.server";
import type { Route } from "./+types/galaxy";

// The multi-child discount estimator works out a family's own totals in the browser; the
// registration banner, which follows Galaxy's seasons day by day, runs the closureDays script.
export const handle: PageHandle = { hydrate: true, inlineScripts: ["closureDays"] };

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
  const today = pacificDay();
  const promo = localize(
    registrationPromos.find((each) => each.program === "galaxy"),
    locale,
  );
  return {
    ...localize(
      {
        name: programById("galaxy").name,
        subsidyPrograms: programById("subsidy").inSentence,
        discount: galaxyDiscount,
      },
      locale,
    ),
    registration: {
      label: registrationWords.heading[locale],
      views: registrationViews("galaxy", locale, today),
      text: promo?.text ?? null,
      cta: promo?.cta ?? localize(programById("galaxy").registerLabel, locale),
    },
    mainPhone: mainOffice.phone,
    buildDay: today,
    words,
    cost: pricesOn.galaxyPage(locale),
    estimator: pricesOn.estimator(locale),
    hours: hoursList(locale),
    scheduleChangesHref: familyResourceHref("scheduleChanges"),
    meta: seo({ url, ...words.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Galaxy({ loaderData }: Route.ComponentProps) {
  return <GalaxyPageView data={loaderData} />;
}
