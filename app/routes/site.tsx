import { href } from "react-router";
import { MapPin, ShieldCheck } from "lucide-react";
import {
  districtById,
  externalLinks,
  localize,
  placeStatus,
  programById,
  siteBySlug,
  sitePageWords,
} from "~/content.server";
import {
  closureBanner,
  placesOf,
  siteClosuresData,
} from "~/features/closures/closure-views.server";
import { ClosureDaysScript } from "~/features/closures/dated";
import { pacificDay } from "~/features/closures/days";
import { PlaceLine } from "~/features/closures/place-status";
import { SiteClosures } from "~/features/closures/site-closures";
import type { PageHandle } from "~/lib/page-handle";
import { directionsUrl } from "~content/site-format";
import { ButtonLink } from "~/components/ui/button-link";
import { ContactList } from "~/components/ui/contact-list";
import { ExternalLink } from "~/components/ui/external-link";
import { FilledText } from "~/components/ui/filled-text";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramCard } from "~/components/ui/program-card";
import { pageLocale } from "~i18n/locale";
import { useLocalePath, useTranslate } from "~/lib/locale-context";
import { seo } from "~/features/seo/seo.server";
import { childCareJsonLd } from "~/features/seo/structured-data.server";
import { m } from "~i18n/paraglide/messages";
import type { Route } from "./+types/site";

// No script file; the closureDays script shows closures and places on their days.
export const handle: PageHandle = { inlineScripts: ["closureDays"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const slug = url.pathname.replace(/\/+$/, "").split("/").pop();
  const content = siteBySlug(slug);
  // Routes are generated from the same list, so a miss is a programming error.
  if (!content) throw new Error(`No site for ${slug}`);
  const site = localize(content, locale);
  const words = sitePageWords(content, locale);
  const today = pacificDay();
  return {
    today,
    closureBanner: closureBanner(content.slug, locale, today),
    closures: siteClosuresData(content.slug, locale, today),
    places: placesOf(content.slug, locale),
    placesLabel: placeStatus.heading[locale],
    site,
    words,
    licenceLookupUrl: externalLinks.careFacilitySearch,
    districtName: site.district ? districtById(site.district).name : undefined,
    offered: localize(content.programs.filter((id) => id !== "subsidy").map(programById), locale),
    meta: seo({ url, ...words.page, jsonLd: childCareJsonLd(site, locale) }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

function Licence({
  licNum,
  lookupUrl,
  pendingHelp,
}: {
  licNum: string;
  lookupUrl: string;
  /** What a family reads while the number is pending (content/site-page.yaml). */
  pendingHelp: string;
}) {
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
            <strong>{t(m.locations_licence_pending)}</strong>. {pendingHelp}
          </>
        )}
      </span>
    </p>
  );
}

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const { site, words, licenceLookupUrl, districtName, offered } = loaderData;
  const { today, closures, places, placesLabel } = loaderData;
  const { contact } = words;
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader eyebrow={districtName} title={words.page.title} lead={words.lead} />
      <PageBody className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading" className="text-2xl">
            {contact.heading}
          </h2>
          <ContactList site={site} />
          <div className="mt-4 space-y-3">
            <Licence
              licNum={site.licNum}
              lookupUrl={licenceLookupUrl}
              pendingHelp={contact.licencePending}
            />
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
                <FilledText
                  text={contact.subsidy.text}
                  values={{
                    link: (
                      <a href={localePath(href("/programs/subsidy"))}>{contact.subsidy.link}</a>
                    ),
                  }}
                />
              </p>
            )}
          </div>
        </section>
        <div className="space-y-10">
          <SiteClosures data={closures} closuresHref={localePath("/closures")} />
          <section aria-labelledby="programs-heading">
            <h2 id="programs-heading" className="text-2xl">
              {words.programsHeading}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {offered.map((program) => {
                const place = places.find((each) => each.program === program.id);
                return (
                  <li key={program.id} data-program={program.id}>
                    <ProgramCard
                      program={program}
                      details={
                        place && (
                          <PlaceLine
                            place={place}
                            phone={site.phone}
                            today={today}
                            label={placesLabel}
                          />
                        )
                      }
                    >
                      {program.registerUrl && (
                        <ButtonLink to={program.registerUrl} external english>
                          {program.registerLabel}
                          <span className="sr-only">
                            {" "}
                            {t(m.layout_register_for, { program: program.inSentence })}
                          </span>
                        </ButtonLink>
                      )}
                      <ButtonLink to={program.route} variant="secondary">
                        {t(m.layout_learn_more)}
                        <span className="sr-only">
                          {" "}
                          {t(m.layout_learn_more_about, { program: program.inSentence })}
                        </span>
                      </ButtonLink>
                    </ProgramCard>
                  </li>
                );
              })}
            </ul>
            <ClosureDaysScript />
          </section>
        </div>
      </PageBody>
    </>
  );
}
