import { href } from "react-router";
import { Check, MapPin } from "lucide-react";
import {
  fill,
  galaxy,
  galaxyDiscount,
  galaxyHoursGroups,
  familyResourceHref,
  programById,
  registrationPromos,
  localize,
} from "~/content.server";
import { ButtonLink } from "~/components/ui/button-link";
import { FilledText } from "~/components/ui/filled-text";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { PricingSheetBlocks } from "~/features/galaxy-pricing/pricing-sheet-blocks";
import { pricingSheetData } from "~/features/galaxy-pricing/pricing-sheet-data.server";
import { SiblingDiscountEstimator } from "~/features/sibling-discount/sibling-discount-estimator";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale, type Locale } from "~i18n/locale";
import { useLocalePath } from "~/lib/locale-context";
import { seo } from "~/features/seo/seo.server";
import { formatList } from "~i18n/list";
import type { Route } from "./+types/galaxy";

// The multi-child discount estimator works out a family's own totals in the browser.
export const handle: PageHandle = { hydrate: true };

/**
 * Where each opening time applies, as a line with {hours} for the page to set in bold: the sites
 * by name, and the largest group, last, as "the other sites".
 */
function hoursList(locale: Locale) {
  const { atSites, atOtherSites } = localize(galaxy.hours, locale);
  const groups = galaxyHoursGroups(locale);
  return groups.map((group, index) => ({
    hours: group.hours,
    line:
      groups.length > 1 && index === groups.length - 1
        ? fill(atOtherSites, { count: group.sites.length })
        : fill(atSites, {
            sites: formatList(
              localize(group.sites, locale).map((site) => site.title),
              locale,
            ),
          }),
  }));
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

function HoursList({ groups }: { groups: Route.ComponentProps["loaderData"]["hours"] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {groups.map((group) => (
        <li key={group.hours}>
          <FilledText text={group.line} values={{ hours: <strong>{group.hours}</strong> }} />
        </li>
      ))}
    </ul>
  );
}

export default function Galaxy({ loaderData }: Route.ComponentProps) {
  const { name, subsidyPrograms, words, discount, hours, promo, scheduleChangesHref, pricing } =
    loaderData;
  const { goodToKnow } = words;
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader
        eyebrow={
          <span className="flex items-center gap-2 text-galaxy">
            <ProgramIcon program="galaxy" />
            {words.eyebrow}
          </span>
        }
        title={name}
        lead={words.lead}
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={href("/locations")}>
            <MapPin className="size-5" aria-hidden="true" />
            {words.findSiteButton}
          </ButtonLink>
          <ButtonLink to={href("/programs/pricing")} variant="secondary">
            {words.pricingLink}
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
          <h2 id="about-heading">{words.aboutHeading}</h2>
          <p>{words.about}</p>
          <p>{words.schedule}</p>
          <HoursList groups={hours} />
        </section>

        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="text-2xl">
            {words.benefitsHeading}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {words.benefits.map((benefit) => (
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
            {words.discount.heading}
          </h2>
          <p className="mt-2 max-w-prose">
            {words.discount.intro} {discount.rules.join(" ")}
          </p>
          <div className="mt-5">
            <SiblingDiscountEstimator {...discount} />
          </div>
        </section>

        <section aria-labelledby="pricing-heading">
          <h2 id="pricing-heading" className="text-2xl">
            {words.pricing.heading}
          </h2>
          <p className="mt-2 max-w-prose">
            <FilledText
              text={words.pricing.intro}
              values={{
                link: <a href={localePath(href("/programs/pricing"))}>{words.pricingLink}</a>,
              }}
            />
          </p>
          <div className="mt-4">
            <PricingSheetBlocks {...pricing} headingLevel="h3" />
          </div>
        </section>

        <section aria-labelledby="good-to-know-heading" className="prose-block">
          <h2 id="good-to-know-heading">{goodToKnow.heading}</h2>
          <ul>
            <li>{goodToKnow.cancel}</li>
            <li>
              <FilledText
                text={goodToKnow.scheduleChanges}
                values={{
                  link: (
                    <a href={localePath(scheduleChangesHref)}>{goodToKnow.scheduleChangesLink}</a>
                  ),
                }}
              />
            </li>
            <li>
              <FilledText
                text={goodToKnow.subsidy}
                values={{
                  subsidyPrograms: (
                    <a href={localePath(href("/programs/subsidy"))}>{subsidyPrograms}</a>
                  ),
                }}
              />
            </li>
          </ul>
        </section>

        <section
          aria-labelledby="find-heading"
          className="rounded-2xl bg-galaxy-soft p-6 text-center"
        >
          <h2 id="find-heading" className="text-2xl text-galaxy">
            {words.ready.heading}
          </h2>
          <p className="mt-2">{words.ready.text}</p>
          <ButtonLink to={href("/locations")} className="mt-4">
            <MapPin className="size-5" aria-hidden="true" />
            {words.findSiteButton}
          </ButtonLink>
        </section>
      </PageBody>
    </>
  );
}
