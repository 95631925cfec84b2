import {
  organisation,
  familyResourceHref,
  familyResourceTopics,
  familyHelpTopics,
  featuredPrograms,
  registrationPromos,
  programById,
} from "~/content.server";
import { LifeBuoy } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { ProgramCard } from "~/components/ui/program-card";
import { ProgramIcon, programStyle } from "~/components/ui/program-icon";
import { seo } from "~/lib/seo.server";
import { organisationJsonLd } from "~/lib/structured-data.server";
import type { Route } from "./+types/home";

export function loader() {
  return {
    tagline: organisation.tagline,
    mission: organisation.mission,
    promos: registrationPromos,
    programs: featuredPrograms.map(programById),
    helpLinks: familyResourceTopics
      .filter((topic) => (familyHelpTopics as readonly string[]).includes(topic.id))
      .map((topic) => ({ ...topic, href: familyResourceHref(topic.id) })),
    meta: seo({
      title: `${organisation.fullName} | Before & after school care, classes and camps`,
      exactTitle: true,
      description:
        "Before- and after-school care, enrichment classes, non-school-day camps and summer camp at 13 school sites around Roseville, Granite Bay, Lincoln, Rocklin and Orangevale.",
      path: "/",
      jsonLd: organisationJsonLd(),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { tagline, mission, promos, programs, helpLinks } = loaderData;
  return (
    <>
      <section className="bg-brand-strong text-white" aria-labelledby="hero-heading">
        <div className="mx-auto max-w-page px-4 py-12 sm:py-16">
          <p className="font-bold tracking-wide text-accent">{tagline}</p>
          <h1 id="hero-heading" className="mt-2 max-w-3xl text-4xl text-white sm:text-5xl">
            A place to learn, play and belong, before and after the school bell
          </h1>
          <p className="mt-4 max-w-prose text-lg text-white/90">{mission}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink
              to="/locations"
              className="bg-accent text-ink hover:bg-white hover:text-ink"
            >
              Find your site
            </ButtonLink>
            <ButtonLink to="/programs" variant="secondary">
              Explore programs
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-page px-4 py-10" aria-labelledby="register-heading">
        <h2 id="register-heading" className="text-2xl">
          Registration for 2025-2026
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {promos.map((promo) => (
            <li
              key={promo.program}
              className={`rounded-2xl border border-line p-6 ${programStyle[promo.program].soft}`}
            >
              <h3 className={`flex items-center gap-2 text-xl ${programStyle[promo.program].text}`}>
                <ProgramIcon program={promo.program} className="size-6" />
                {promo.title}
              </h3>
              <p className="mt-2">{promo.text}</p>
              <ButtonLink to={promo.href} external className="mt-4">
                {promo.cta}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-page px-4 pb-6" aria-labelledby="programs-heading">
        <h2 id="programs-heading" className="text-2xl">
          Our programs
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {programs.map((program) => (
            <li key={program.id}>
              <ProgramCard program={program}>
                <ButtonLink to={program.route} variant="secondary">
                  Learn More<span className="sr-only"> about {program.name}</span>
                </ButtonLink>
              </ProgramCard>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-page px-4 py-6" aria-labelledby="family-help-heading">
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-mist p-5 md:flex-row md:items-center">
          <h2 id="family-help-heading" className="flex shrink-0 items-center gap-2 text-xl">
            <LifeBuoy className="size-6 text-brand" aria-hidden="true" />
            Help for families
          </h2>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 md:ml-4">
            {helpLinks.map((topic) => (
              <li key={topic.id}>
                <a href={topic.href} className="inline-flex min-h-11 items-center font-bold">
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
