import { href } from "react-router";
import { Check, MapPin } from "lucide-react";
import {
  galaxy,
  galaxyDiscount,
  galaxyHoursGroups,
  familyResourceHref,
  registrationPromos,
  siteNameList,
  localize,
} from "~/content.server";
import { ButtonLink } from "~/components/ui/button-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { PricingSheetBlocks } from "~/features/galaxy-pricing/pricing-sheet-blocks";
import { pricingSheetData } from "~/features/galaxy-pricing/pricing-sheet-data.server";
import { SiblingDiscountEstimator } from "~/features/sibling-discount/sibling-discount-estimator";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale, type Locale } from "~/lib/i18n/locale";
import { useLocalePath, useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/features/seo/seo.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/galaxy";

// The multi-child discount estimator works out a family's own totals in the browser.
export const handle: PageHandle = { hydrate: true };

/** Where each opening time applies: the sites by name, and the largest group as "the other sites". */
function hoursList(locale: Locale) {
  const groups = galaxyHoursGroups(locale);
  return groups.map((group, index) => ({
    hours: group.hours,
    where:
      groups.length > 1 && index === groups.length - 1
        ? m.programs_galaxy_hours_other({ count: group.sites.length }, { locale })
        : m.programs_galaxy_hours_at(
            {
              sites: siteNameList(
                localize(group.sites, locale).map((site) => site.title),
                locale,
              ),
            },
            { locale },
          ),
  }));
}

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const pricing = pricingSheetData();
  const facts = localize(galaxy, locale);
  return {
    ...localize(
      {
        facts: galaxy,
        discount: galaxyDiscount,
        promo: registrationPromos.find((p) => p.program === "galaxy"),
        pricing,
      },
      locale,
    ),
    hours: hoursList(locale),
    scheduleChangesHref: familyResourceHref("scheduleChanges"),
    meta: seo({
      url,
      title: m.programs_galaxy_title({}, { locale }),
      description: m.programs_galaxy_description(
        { season: facts.season, closes: facts.closes, year: pricing.year },
        { locale },
      ),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

function HoursList({ groups }: { groups: Route.ComponentProps["loaderData"]["hours"] }) {
  const t = useTranslate();
  return (
    <ul className="list-disc space-y-1 pl-6">
      {groups.map((group) => (
        <li key={group.hours}>
          <strong>{group.hours}</strong> {t(m.programs_galaxy_hours_days, { where: group.where })}
        </li>
      ))}
    </ul>
  );
}

export default function Galaxy({ loaderData }: Route.ComponentProps) {
  const { facts, discount, hours, promo, scheduleChangesHref, pricing } = loaderData;
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader
        eyebrow={
          <span className="flex items-center gap-2 text-galaxy">
            <ProgramIcon program="galaxy" />
            {t(m.programs_galaxy_eyebrow)}
          </span>
        }
        title="Galaxy"
        lead={facts.lead}
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={href("/locations")}>
            <MapPin className="size-5" aria-hidden="true" />
            {t(m.programs_find_your_site_button)}
          </ButtonLink>
          <ButtonLink to={href("/programs/pricing")} variant="secondary">
            {t(m.programs_galaxy_pricing_button)}
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
            <ButtonLink to={promo.href} external english variant="secondary" className="shrink-0">
              {promo.cta}
            </ButtonLink>
          </div>
        </section>
      )}

      <PageBody className="space-y-12">
        <section aria-labelledby="about-heading" className="prose-block">
          <h2 id="about-heading">{t(m.programs_galaxy_about_heading)}</h2>
          <p>{facts.about}</p>
          <p>{facts.schedule}</p>
          <HoursList groups={hours} />
        </section>

        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="text-2xl">
            {t(m.programs_galaxy_benefits_heading)}
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
            {t(m.programs_galaxy_discount_heading)}
          </h2>
          <p className="mt-2 max-w-prose">
            {t(m.programs_galaxy_discount_intro)} {discount.rules.join(" ")}
          </p>
          <div className="mt-5">
            <SiblingDiscountEstimator {...discount} />
          </div>
        </section>

        <section aria-labelledby="pricing-heading">
          <h2 id="pricing-heading" className="text-2xl">
            {t(m.programs_galaxy_pricing_heading, { year: pricing.year })}
          </h2>
          <p className="mt-2 max-w-prose">
            {t(m.programs_galaxy_pricing_intro)}{" "}
            <a href={localePath(href("/programs/pricing"))}>
              {t(m.programs_galaxy_pricing_button)}
            </a>
            {t(m.programs_galaxy_pricing_intro_after)}
          </p>
          <div className="mt-4">
            <PricingSheetBlocks {...pricing} headingLevel="h3" />
          </div>
        </section>

        <section aria-labelledby="good-to-know-heading" className="prose-block">
          <h2 id="good-to-know-heading">{t(m.programs_galaxy_good_to_know)}</h2>
          <ul>
            <li>{t(m.programs_galaxy_cancel, { notice: facts.cancellationNotice })}</li>
            <li>
              {t(m.programs_galaxy_schedule_changes)}{" "}
              <a href={localePath(scheduleChangesHref)}>
                {t(m.programs_galaxy_schedule_changes_link)}
              </a>
              .
            </li>
            <li>
              {t(m.programs_galaxy_subsidy)}{" "}
              <a href={localePath(href("/programs/subsidy"))}>
                {t(m.programs_subsidy_programs_link)}
              </a>
              .
            </li>
          </ul>
        </section>

        <section
          aria-labelledby="find-heading"
          className="rounded-2xl bg-galaxy-soft p-6 text-center"
        >
          <h2 id="find-heading" className="text-2xl text-galaxy">
            {t(m.programs_galaxy_ready_heading)}
          </h2>
          <p className="mt-2">{t(m.programs_galaxy_ready_text)}</p>
          <ButtonLink to={href("/locations")} className="mt-4">
            <MapPin className="size-5" aria-hidden="true" />
            {t(m.programs_find_your_site_button)}
          </ButtonLink>
        </section>
      </PageBody>
    </>
  );
}
