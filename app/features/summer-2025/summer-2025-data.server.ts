import { districtById, sitesOffering, summer2025 } from "~/content.server";
import { siteHref } from "~content/site-format";

/**
 * What Summer2025Details shows, gathered by the Summer Camp route's loader at prerender, so the
 * 2025 facts and the site list reach the browser as page data rather than as modules.
 */
export function summer2025Details() {
  return {
    summer: summer2025,
    sites: sitesOffering("summer").map((site) => ({
      slug: site.slug,
      title: site.title,
      href: siteHref(site),
      city: site.city,
      districtShortName: site.district && districtById(site.district).shortName,
    })),
  };
}

export type Summer2025DetailsData = ReturnType<typeof summer2025Details>;
