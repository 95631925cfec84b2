import { href } from "react-router";
import { LifeBuoy } from "lucide-react";
import {
  home,
  localize,
  mainOffice,
  organisation,
  programById,
  registrationPromos,
  registrationWords,
} from "~/content.server";
import { ButtonLink } from "~/components/ui/button-link";
import { FilledText } from "~/components/ui/filled-text";
import { PhoneLink } from "~/components/ui/phone-link";
import { ProgramCard, ProgramLearnMoreLink } from "~/components/ui/program-card";
import { ProgramIcon, programStyle } from "~/components/ui/program-icon";
import { pageLocale } from "~i18n/locale";
import { useLocalePath } from "~/lib/locale-context";
import { seo } from "~/features/seo/seo.server";
import { organisationJsonLd } from "~/features/seo/structured-data.server";
import { closureBanner, nextClosureData } from "~/features/closures/closure-views.server";
import { pacificDay } from "~/features/closures/days";
import { RegistrationStates } from "~/features/registration/registration-states";
import { registrationViews } from "~/features/registration/registration.server";
import { NextClosure } from "~/features/closures/next-closure";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/home";

// The banner of closures in effect at any site (root.tsx), the next closure or notice in the
// first screen and where each program's registration stands run the closureDays script.
export const handle: PageHandle = { inlineScripts: ["closureDays"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const { page, ...words } = localize(home, locale);
  const today = pacificDay();
  return {
    words,
    tagline: organisation.tagline[locale],
    mission: organisation.mission[locale],
    registration: {
      heading: registrationWords.heading[locale],
      promos: registrationPromos.map((promo) => ({
        ...localize(promo, locale),
        views: registrationViews(promo.program, locale, today),
      })),
    },
    mainPhone: mainOffice.phone,
    today,
    programs: localize(home.programs.map(programById), locale),
    closureBanner: closureBanner("all", locale, today),
    nextClosure: nextClosureData(locale, today),
    meta: seo({ url, ...page, exactTitle: true, jsonLd: organisationJsonLd(locale) }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { words, tagline, mission, registration, mainPhone, today, programs, nextClosure } =
    loaderData;
  const localePath = useLocalePath();
  return (
    <>
      <section className="bg-brand-strong text-white" aria-labelledby="hero-heading">
        <div className="mx-auto max-w-page px-4 py-12 sm:py-16">
          <p className="font-bold tracking-wide text-accent">{tagline}</p>
          <h1 id="hero-heading" className="mt-2 max-w-3xl text-4xl text-white sm:text-5xl">
            {words.heading}
          </h1>
          <p className="mt-4 max-w-prose text-lg text-white/90">{mission}</p>
          {nextClosure && <NextClosure data={nextClosure} />}
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink
              to={href("/locations")}
              className="bg-accent text-ink hover:bg-white hover:text-ink"
            >
              {words.buttons.findSite}
            </ButtonLink>
            <ButtonLink to={href("/programs")} variant="secondary">
              {words.buttons.programs}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-page px-4 py-10" aria-labelledby="register-heading">
        <h2 id="register-heading" className="text-2xl">
          {registration.heading}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {registration.promos.map((promo) => (
            <li
              key={promo.program}
              className={`rounded-2xl border border-line p-6 ${programStyle[promo.program].soft}`}
            >
              <RegistrationStates views={promo.views} today={today}>
                {(view) => (
                  <>
                    <h3
                      className={`flex items-center gap-2 text-xl ${programStyle[promo.program].text}`}
                    >
                      <ProgramIcon program={promo.program} className="size-6 shrink-0" />
                      {view.heading}
                    </h3>
                    <p className="mt-2">{promo.text}</p>
                    {view.href ? (
                      <ButtonLink to={view.href} external english className="mt-4">
                        {promo.cta}
                      </ButtonLink>
                    ) : (
                      view.line && (
                        <p className="mt-2">
                          <FilledText
                            text={view.line}
                            values={{ phone: <PhoneLink phone={mainPhone} /> }}
                          />
                        </p>
                      )
                    )}
                  </>
                )}
              </RegistrationStates>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-page px-4 pb-6" aria-labelledby="programs-heading">
        <h2 id="programs-heading" className="text-2xl">
          {words.programsHeading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {programs.map((program) => (
            <li key={program.id}>
              <ProgramCard program={program}>
                <ProgramLearnMoreLink program={program} />
              </ProgramCard>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-page px-4 py-6" aria-labelledby="family-help-heading">
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-mist p-5 md:flex-row md:items-center">
          <h2 id="family-help-heading" className="flex shrink-0 items-center gap-2 text-xl">
            <LifeBuoy className="size-6 text-brand" aria-hidden="true" />
            {words.helpHeading}
          </h2>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 md:ml-4">
            {words.helpLinks.map((topic) => (
              <li key={topic.id}>
                <a
                  href={localePath(topic.href)}
                  className="inline-flex min-h-11 items-center font-bold"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
