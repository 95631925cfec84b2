import { href } from "react-router";
import { MapPin, ShieldCheck } from "lucide-react";
import { districtById, externalLinks, localize, programById, siteBySlug } from "~/content.server";
import { directionsUrl } from "~content/site-format";
import { ButtonLink } from "~/components/ui/button-link";
import { ContactList } from "~/components/ui/contact-list";
import { ExternalLink } from "~/components/ui/external-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramCard } from "~/components/ui/program-card";
import { pageLocale } from "~/lib/i18n/locale";
import { useLocalePath, useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/features/seo/seo.server";
import { childCareJsonLd } from "~/features/seo/structured-data.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/site";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const slug = url.pathname.replace(/\/+$/, "").split("/").pop();
  const content = siteBySlug(slug);
  // Routes are generated from the same list, so a miss is a programming error.
  if (!content) throw new Error(`No site for ${slug}`);
  const site = localize(content, locale);
  const programs = localize(content.programs.map(programById), locale);
  return {
    site,
    licenceLookupUrl: externalLinks.careFacilitySearch,
    districtName: site.district ? districtById(site.district).name : undefined,
    offered: programs.filter((program) => program.id !== "subsidy"),
    meta: seo({
      url,
      title: `${site.title} STAR`,
      description: m.locations_site_description(
        {
          school: site.school,
          city: site.city,
          programs: programs.map((program) => program.name).join(", "),
        },
        { locale },
      ),
      jsonLd: childCareJsonLd(site, locale),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

function Licence({ licNum, lookupUrl }: { licNum: string; lookupUrl: string }) {
  const t = useTranslate();
  const issued = /\d/.test(licNum);
  return (
    <p className="flex gap-2">
      <ShieldCheck className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
      <span>
        {t(m.locations_licence_number)}{" "}
        {issued ? (
          <ExternalLink href={lookupUrl} english>
            {licNum}
          </ExternalLink>
        ) : (
          <>
            <strong>{t(m.locations_licence_pending)}</strong>. {t(m.locations_licence_pending_help)}
          </>
        )}
      </span>
    </p>
  );
}

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const { site, licenceLookupUrl, districtName, offered } = loaderData;
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader
        eyebrow={districtName}
        title={`${site.title} STAR`}
        lead={t(m.locations_site_lead, { school: site.school })}
      />
      <PageBody className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading" className="text-2xl">
            {t(m.locations_visit_or_call)}
          </h2>
          <ContactList site={site} />
          <div className="mt-4 space-y-3">
            <Licence licNum={site.licNum} lookupUrl={licenceLookupUrl} />
            <p>
              <ExternalLink
                href={directionsUrl(site.lat, site.lng)}
                className="inline-flex min-h-11 items-center gap-1"
              >
                <MapPin className="size-5" aria-hidden="true" />
                {t(m.locations_get_directions)}
              </ExternalLink>
            </p>
            {site.programs.includes("subsidy") && (
              <p>
                {t(m.locations_subsidy_question)}{" "}
                <a href={localePath(href("/programs/subsidy"))}>{t(m.locations_subsidy_link)}</a>{" "}
                {t(m.locations_subsidy_after)}
              </p>
            )}
          </div>
        </section>
        <section aria-labelledby="programs-heading">
          <h2 id="programs-heading" className="text-2xl">
            {t(m.locations_programs_here)}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {offered.map((program) => (
              <li key={program.id} data-program={program.id}>
                <ProgramCard program={program}>
                  {program.registerUrl && (
                    <ButtonLink to={program.registerUrl} external english>
                      {program.registerLabel}
                      <span className="sr-only">
                        {" "}
                        {t(m.site_register_for, { program: program.inSentence })}
                      </span>
                    </ButtonLink>
                  )}
                  <ButtonLink to={program.route} variant="secondary">
                    {t(m.site_learn_more)}
                    <span className="sr-only">
                      {" "}
                      {t(m.site_learn_more_about, { program: program.inSentence })}
                    </span>
                  </ButtonLink>
                </ProgramCard>
              </li>
            ))}
          </ul>
        </section>
      </PageBody>
    </>
  );
}
