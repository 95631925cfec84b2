import {
  districtById,
  externalLinks,
  localize,
  placeStatus,
  pricesOn,
  programById,
  siteBySlug,
  sitePageWords,
} from "~/content.server";
import {
  closureBanner,
  placesOf,
  siteClosuresData,
} from "~/features/closures/closure-views.server";
import { pacificDay } from "~/features/closures/days";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import { childCareJsonLd } from "~/features/seo/structured-data.server";
import { SitePageView } from "~/features/locations/site-page-view";
import { registrationOf } from "~/features/registration/registration.server";
import type { Route } from "./+types/site";

// No script file; the closureDays script shows closures, places and registration on their days, and
// copyAddress the button that copies the address of its calendar of closures.
export const handle: PageHandle = { inlineScripts: ["closureDays", "copyAddress"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const slug = url.pathname.replace(/\/+$/, "").split("/").pop();
  const content = siteBySlug(slug);
  // Routes are generated from the same list, so a miss is a programming error.
  if (!content) throw new Error(`No site for ${slug}`);
  const site = localize(content, locale);
  const words = sitePageWords(content, locale);
  const today = pacificDay();
  return {
    today,
    closureBanner: closureBanner(content.slug, locale, today),
    closures: siteClosuresData(content.slug, locale, today),
    places: placesOf(content.slug, locale, today),
    registration: registrationOf(content.programs, locale, today),
    placesLabel: placeStatus.heading[locale],
    site,
    words,
    licenceLookupUrl: externalLinks.careFacilitySearch,
    districtName: site.district ? districtById(site.district).name : undefined,
    galaxyCost: content.programs.includes("galaxy")
      ? pricesOn.sitePage(content.district, locale)
      : undefined,
    offered: localize(content.programs.filter((id) => id !== "subsidy").map(programById), locale),
    meta: seo({ url, ...words.page, jsonLd: childCareJsonLd(site, locale) }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function SitePage({ loaderData }: Route.ComponentProps) {
  return <SitePageView data={loaderData} />;
}
