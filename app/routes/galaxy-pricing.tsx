import { href } from "react-router";
import { galaxyDiscount, localize, pricesOn, pricingPage, summerPriceOn } from "~/content.server";
import type { PageHandle } from "~/lib/page-handle";
import { pacificDay } from "~i18n/days";
import { FilledText } from "~/components/ui/filled-text";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PriceSections } from "~/features/galaxy-pricing/price-tables";
import { pricingSheetData } from "~/features/galaxy-pricing/pricing-sheet-data.server";
import { pageLocale } from "~i18n/locale";
import { useLocalePath } from "~/lib/locale-context";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/galaxy-pricing";

// Summer Camp's weekly fee shows until its summer is over, with the closureDays script.
export const handle: PageHandle = { inlineScripts: ["closureDays"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const today = pacificDay();
  const words = localize(pricingPage, locale);
  return {
    words,
    pricing: pricingSheetData(locale),
    prices: pricesOn.pricingPage(locale),
    summerShown: { window: summerPriceOn(today), today },
    discountRules: localize(galaxyDiscount.rules, locale),
    meta: seo({ url, ...words.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function GalaxyPricing({ loaderData }: Route.ComponentProps) {
  const { words, pricing, prices, discountRules, summerShown } = loaderData;
  const { saving } = words;
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader title={words.page.title} lead={words.lead} />
      <PageBody className="space-y-10">
        <PriceSections
          prices={prices}
          summerShown={summerShown}
          sheets={{
            ...pricing,
            heading: words.sheetsHeading,
            othersHeading: words.othersHeading,
          }}
        />

        <section aria-labelledby="saving-heading" className="prose-block">
          <h2 id="saving-heading">{saving.heading}</h2>
          <p>
            <FilledText
              text={saving.discount}
              values={{
                rules: discountRules.join(" "),
                link: (
                  <a href={localePath(`${href("/programs/galaxy")}#discount`)}>
                    {saving.estimateLink}
                  </a>
                ),
              }}
            />
          </p>
          <p>
            <FilledText
              text={saving.subsidy}
              values={{
                link: <a href={localePath(href("/programs/subsidy"))}>{saving.subsidyLink}</a>,
              }}
            />
          </p>
          <p>
            <FilledText
              text={saving.findSite}
              values={{
                link: <a href={localePath(href("/locations"))}>{saving.findSiteLink}</a>,
              }}
            />
          </p>
        </section>
      </PageBody>
    </>
  );
}
