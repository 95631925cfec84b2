import { href } from "react-router";
import { Check, MapPin } from "lucide-react";
import type { GalaxyWords, MultiChildDiscount } from "~content/galaxy-words";
import type { EstimatorGroup, GalaxyCost } from "~content/price-words";
import type { Localized } from "~content/localize";
import type { Day } from "~i18n/days";
import { ButtonLink } from "~/components/ui/button-link";
import { FilledText } from "~/components/ui/filled-text";
import { PhoneLink } from "~/components/ui/phone-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { SiblingDiscountEstimator } from "~/features/sibling-discount/sibling-discount-estimator";
import { useToday } from "~/features/closures/use-today";
import { RegistrationStates } from "~/features/registration/registration-states";
import type { RegistrationView } from "~/features/registration/registration-view";
import { useLocalePath } from "~/lib/locale-context";

// The Galaxy page: its route (app/routes/galaxy.tsx) and the editor's preview
// (admin/previews.tsx) both draw it here, so staff see the page families see.

export type GalaxyPageData = {
  name: string;
  subsidyPrograms: string;
  discount: Localized<MultiChildDiscount>;
  /**
   * Where Galaxy's registration stands (app/features/registration/), with the home page's
   * Galaxy card's text and button words, where it has one.
   */
  registration: {
    /** What the banner is called: "Registration". */
    label: string;
    views: RegistrationView[];
    text: string | null;
    cta: string;
  };
  mainPhone: string;
  /** The day the page was built: its dated parts follow the visitor's day once React runs. */
  buildDay: Day;
  words: Localized<GalaxyWords>;
  /** Each district's lowest monthly fee, linking to its table on the pricing page. */
  cost: GalaxyCost;
  /** The published fees the estimator fills in, by district. */
  estimator: EstimatorGroup[];
  /** Each opening time, and the line that says where it applies ({hours} set in bold). */
  hours: { hours: string; line: string }[];
  scheduleChangesHref: string;
};

function HoursList({ groups }: { groups: GalaxyPageData["hours"] }) {
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

/** Where Galaxy's registration stands, as a banner across the page. */
function RegistrationBanner({
  registration,
  phone,
  today,
}: {
  registration: GalaxyPageData["registration"];
  phone: string;
  today: Day;
}) {
  return (
    <section aria-label={registration.label} className="bg-galaxy text-white">
      <RegistrationStates views={registration.views} today={today}>
        {(view) => (
          <div className="mx-auto flex max-w-page flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-2xl text-white">{view.heading}</h2>
              {registration.text && (
                <p className="mt-1 max-w-prose text-white">{registration.text}</p>
              )}
              {view.line && (
                <p className="mt-1 max-w-prose text-white">
                  <FilledText
                    text={view.line}
                    values={{ phone: <PhoneLink phone={phone} className="text-white" /> }}
                  />
                </p>
              )}
            </div>
            {view.href && (
              <ButtonLink to={view.href} external english variant="secondary" className="shrink-0">
                {registration.cta}
              </ButtonLink>
            )}
          </div>
        )}
      </RegistrationStates>
    </section>
  );
}

/** The Galaxy page, from what its loader (or the editor's preview) gives it. */
export function GalaxyPageView({ data }: { data: GalaxyPageData }) {
  const { name, subsidyPrograms, words, discount, hours, scheduleChangesHref, cost } = data;
  const { registration, mainPhone, buildDay } = data;
  const today = useToday(buildDay);
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

      <RegistrationBanner registration={registration} phone={mainPhone} today={today} />

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

        <section aria-labelledby="pricing-heading" className="prose-block">
          <h2 id="pricing-heading">{words.pricing.heading}</h2>
          <p>{cost.intro}</p>
          <ul>
            {cost.districts.map((district) => (
              <li key={district.href}>
                <a href={localePath(district.href)}>{district.name}</a>: {district.from}
              </li>
            ))}
          </ul>
          <p>
            <FilledText
              text={words.pricing.intro}
              values={{
                link: <a href={localePath(href("/programs/pricing"))}>{words.pricingLink}</a>,
              }}
            />
          </p>
        </section>

        <section id="discount" aria-labelledby="discount-heading">
          <h2 id="discount-heading" className="text-2xl">
            {words.discount.heading}
          </h2>
          <p className="mt-2 max-w-prose">
            {words.discount.intro} {discount.rules.join(" ")}
          </p>
          <div className="mt-5">
            <SiblingDiscountEstimator {...discount} groups={data.estimator} />
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
