import { galaxyDiscountText } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PricingSheetBlocks } from "~/features/galaxy-pricing/pricing-sheet-blocks";
import { pricingSheetData } from "~/features/galaxy-pricing/pricing-sheet-data.server";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/galaxy-pricing";

export function loader() {
  const pricing = pricingSheetData();
  return {
    pricing,
    discountText: galaxyDiscountText,
    meta: seo({
      title: "Galaxy Pricing",
      description: `Galaxy before- and after-school care pricing sheets for ${pricing.year}, one PDF per site, grouped by Eureka Union, Western Placer Unified and Rocklin Academy Family of Schools.`,
      path: "/programs/pricing",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function GalaxyPricing({ loaderData }: Route.ComponentProps) {
  const { pricing, discountText } = loaderData;
  return (
    <>
      <PageHeader
        title="Galaxy Pricing"
        lead={`Pricing for ${pricing.year}, one sheet per site. Find your child's school district, then open your site's sheet; it opens as a PDF in a new tab.`}
      />
      <PageBody className="space-y-10">
        <PricingSheetBlocks {...pricing} />

        <section aria-labelledby="saving-heading" className="prose-block">
          <h2 id="saving-heading">Ways to pay less</h2>
          <p>
            Families with more than one child in Galaxy get a multi-child discount:{" "}
            {discountText.join(" ")} <a href="/programs/galaxy#discount">Estimate your discount</a>.
          </p>
          <p>
            Your school district&apos;s ELO-P program and county agencies can also help with the
            cost of care. <a href="/programs/subsidy">See Subsidy Programs</a>.
          </p>
          <p>
            Not sure which site your child attends? <a href="/locations">Find your site</a>.
          </p>
        </section>
      </PageBody>
    </>
  );
}
