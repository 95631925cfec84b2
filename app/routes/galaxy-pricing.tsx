import { href } from "react-router";
import { galaxyDiscount, localize } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PricingSheetBlocks } from "~/features/galaxy-pricing/pricing-sheet-blocks";
import { pricingSheetData } from "~/features/galaxy-pricing/pricing-sheet-data.server";
import { pageLocale } from "~/lib/i18n/locale";
import { useLocalePath, useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/features/seo/seo.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/galaxy-pricing";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const pricing = pricingSheetData();
  return {
    pricing,
    discountText: localize(galaxyDiscount.rules, locale),
    meta: seo({
      url,
      title: m.programs_pricing_title({}, { locale }),
      description: m.programs_pricing_description({ year: pricing.year }, { locale }),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function GalaxyPricing({ loaderData }: Route.ComponentProps) {
  const { pricing, discountText } = loaderData;
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader
        title={t(m.programs_pricing_title)}
        lead={t(m.programs_pricing_lead, { year: pricing.year })}
      />
      <PageBody className="space-y-10">
        <PricingSheetBlocks {...pricing} />

        <section aria-labelledby="saving-heading" className="prose-block">
          <h2 id="saving-heading">{t(m.programs_pricing_saving_heading)}</h2>
          <p>
            {t(m.programs_pricing_discount)} {discountText.join(" ")}{" "}
            <a href={localePath(`${href("/programs/galaxy")}#discount`)}>
              {t(m.programs_pricing_estimate_link)}
            </a>
            .
          </p>
          <p>
            {t(m.programs_pricing_subsidy)}{" "}
            <a href={localePath(href("/programs/subsidy"))}>{t(m.programs_pricing_subsidy_link)}</a>
            .
          </p>
          <p>
            {t(m.programs_pricing_find_site)}{" "}
            <a href={localePath(href("/locations"))}>{t(m.programs_find_site_link)}</a>.
          </p>
        </section>
      </PageBody>
    </>
  );
}
