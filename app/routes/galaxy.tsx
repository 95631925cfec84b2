import { Check, MapPin } from "lucide-react";
import {
  GALAXY_DISCOUNT_PERCENT,
  galaxy,
  galaxyDiscountText,
  galaxyHoursGroups,
  familyResourceHref,
  registrationPromos,
  siteNameList,
} from "~/content.server";
import { ButtonLink } from "~/components/ui/button-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { PricingSheetBlocks } from "~/features/galaxy-pricing/pricing-sheet-blocks";
import { pricingSheetData } from "~/features/galaxy-pricing/pricing-sheet-data.server";
import { SiblingDiscountEstimator } from "~/features/sibling-discount/sibling-discount-estimator";
import type { PageHandle } from "~/lib/page-handle";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/galaxy";

// The multi-child discount estimator works out a family's own totals in the browser.
export const handle: PageHandle = { hydrate: true };

export function loader() {
  const groups = galaxyHoursGroups();
  const pricing = pricingSheetData();
  return {
    facts: galaxy,
    discount: { percent: GALAXY_DISCOUNT_PERCENT, rules: galaxyDiscountText },
    hours: groups.map((group, index) => ({
      hours: group.hours,
      where:
        groups.length > 1 && index === groups.length - 1
          ? `at the other ${group.sites.length} sites`
          : `at ${siteNameList(group.sites)}`,
    })),
    promo: registrationPromos.find((p) => p.program === "galaxy"),
    scheduleChangesHref: familyResourceHref("scheduleChanges"),
    pricing,
    meta: seo({
      title: "Galaxy Before & After School Care",
      description: `Galaxy is STAR's before- and after-school care on your child's campus, ${galaxy.season} until ${galaxy.closes}. Hours, ${pricing.year} pricing by site, the multi-child discount and registration.`,
      path: "/programs/galaxy",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

function HoursList({ groups }: { groups: Route.ComponentProps["loaderData"]["hours"] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {groups.map((group) => (
        <li key={group.hours}>
          <strong>{group.hours}</strong> {group.where}, Monday to Friday.
        </li>
      ))}
    </ul>
  );
}

export default function Galaxy({ loaderData }: Route.ComponentProps) {
  const { facts, discount, hours, promo, scheduleChangesHref, pricing } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow={
          <span className="flex items-center gap-2 text-galaxy">
            <ProgramIcon program="galaxy" />
            Before &amp; after school care
          </span>
        }
        title="Galaxy"
        lead={`Care before and after school, right on your child's campus, ${facts.season} until ${facts.closes}.`}
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/locations">
            <MapPin className="size-5" aria-hidden="true" />
            Find Your Site
          </ButtonLink>
          <ButtonLink to="/programs/pricing" variant="secondary">
            Galaxy Pricing
          </ButtonLink>
        </div>
      </PageHeader>

      {promo && (
        <section aria-labelledby="register-heading" className="bg-galaxy text-white">
          <div className="mx-auto flex max-w-page flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 id="register-heading" className="text-2xl text-white">
                {promo.title}
              </h2>
              <p className="mt-1 max-w-prose text-white">{promo.text}</p>
            </div>
            <ButtonLink to={promo.href} external variant="secondary" className="shrink-0">
              {promo.cta}
            </ButtonLink>
          </div>
        </section>
      )}

      <PageBody className="space-y-12">
        <section aria-labelledby="about-heading" className="prose-block">
          <h2 id="about-heading">What Galaxy is</h2>
          <p>
            Galaxy is our before- and after-school program, held on the campus your child already
            knows. In the morning it is a calm place to arrive early and settle in before the bell.
            After school, the afternoon belongs to science, theatre, art and active play with
            friends, until you arrive.
          </p>
          <p>
            Galaxy runs {facts.season}, on school days, until {facts.closes}. Opening times depend
            on the site:
          </p>
          <HoursList groups={hours} />
        </section>

        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="text-2xl">
            Why families choose Galaxy
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {facts.benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-3 rounded-2xl border border-line p-5">
                <Check className="mt-1 size-5 shrink-0 text-galaxy" aria-hidden="true" />
                <div>
                  <h3 className="text-lg">{benefit.title}</h3>
                  <p className="mt-1">{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section id="discount" aria-labelledby="discount-heading">
          <h2 id="discount-heading" className="text-2xl">
            Multi-child discount
          </h2>
          <p className="mt-2 max-w-prose">
            Brothers and sisters in Galaxy save every month. {discount.rules.join(" ")}
          </p>
          <div className="mt-5">
            <SiblingDiscountEstimator {...discount} />
          </div>
        </section>

        <section aria-labelledby="pricing-heading">
          <h2 id="pricing-heading" className="text-2xl">
            {pricing.year} pricing by site
          </h2>
          <p className="mt-2 max-w-prose">
            Each site has its own pricing sheet. Choose your child&apos;s school to open it as a PDF
            in a new tab, or see them all on the <a href="/programs/pricing">Galaxy Pricing</a>{" "}
            page.
          </p>
          <div className="mt-4">
            <PricingSheetBlocks {...pricing} headingLevel="h3" />
          </div>
        </section>

        <section aria-labelledby="good-to-know-heading" className="prose-block">
          <h2 id="good-to-know-heading">Good to know</h2>
          <ul>
            <li>To cancel Galaxy, give {facts.cancellationNotice}.</li>
            <li>
              Schedule changes must be made in writing to your site director.{" "}
              <a href={scheduleChangesHref}>How to change a schedule</a>.
            </li>
            <li>
              Help paying for care is available at every site through ELO-P and county agencies: see{" "}
              <a href="/programs/subsidy">Subsidy Programs</a>.
            </li>
          </ul>
        </section>

        <section
          aria-labelledby="find-heading"
          className="rounded-2xl bg-galaxy-soft p-6 text-center"
        >
          <h2 id="find-heading" className="text-2xl text-galaxy">
            Ready to see your child&apos;s site?
          </h2>
          <p className="mt-2">Every site page lists its hours, phone, e-mail and licence number.</p>
          <ButtonLink to="/locations" className="mt-4">
            <MapPin className="size-5" aria-hidden="true" />
            Find Your Site
          </ButtonLink>
        </section>
      </PageBody>
    </>
  );
}
