import { href } from "react-router";
import { MapPin, ShieldCheck } from "lucide-react";
import type { Program } from "~content/programs";
import { directionsUrl } from "~content/site-format";
import type { SiteGalaxyCost } from "~content/price-words";
import type { SiteWords } from "~content/site-words";
import type { SiteLocation } from "~content/sites";
import type { PlaceView } from "~/features/closures/closure-views.server";
import type { SiteClosuresData } from "~/features/closures/site-closures";
import type { Day } from "~/features/closures/days";
import { PlaceLine } from "~/features/closures/place-status";
import { SiteGalaxyCostLine } from "~/features/galaxy-pricing/site-galaxy-cost";
import { SiteClosures } from "~/features/closures/site-closures";
import { ButtonLink } from "~/components/ui/button-link";
import { ContactList } from "~/components/ui/contact-list";
import { ExternalLink } from "~/components/ui/external-link";
import { FilledText } from "~/components/ui/filled-text";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramCard, ProgramLearnMoreLink } from "~/components/ui/program-card";
import { RegistrationStates } from "~/features/registration/registration-states";
import type { RegistrationView } from "~/features/registration/registration-view";
import { useLocalePath, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";

// The page of a school site: its route (app/routes/site.tsx) and the editor's preview
// (admin/previews.tsx) both draw it here, so staff see the page families see.

export type SitePageData = {
  today: Day;
  /** Where each program's registration stands (app/features/registration/). */
  registration: Partial<Record<string, RegistrationView[]>>;
  closures: SiteClosuresData;
  places: PlaceView[];
  placesLabel: string;
  site: SiteLocation;
  words: SiteWords;
  licenceLookupUrl: string;
  districtName: string | undefined;
  offered: Program[];
  /** What Galaxy costs at the site, where it offers Galaxy. */
  galaxyCost: SiteGalaxyCost | undefined;
};

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

/** A school site's page, from what its loader (or the editor's preview) gives it. */
export function SitePageView({ data }: { data: SitePageData }) {
  const { site, words, licenceLookupUrl, districtName, offered } = data;
  const { today, closures, places, placesLabel, registration } = data;
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
            {data.galaxyCost && <SiteGalaxyCostLine cost={data.galaxyCost} />}
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
                const views = registration[program.id] ?? [];
                return (
                  <li key={program.id} data-program={program.id}>
                    <ProgramCard
                      program={program}
                      details={
                        <>
                          {place && (
                            <PlaceLine
                              place={place}
                              phone={site.phone}
                              today={today}
                              label={placesLabel}
                              withCall
                            />
                          )}
                          {/* Registration that is not open says when it opens, or that it closed. */}
                          <RegistrationStates
                            views={views.filter(
                              (view) => view.kind !== "open" && view.kind !== "none",
                            )}
                            today={today}
                          >
                            {(view) => <p className="text-sm font-bold">{view.heading}</p>}
                          </RegistrationStates>
                        </>
                      }
                    >
                      {program.registerUrl && (
                        <RegistrationStates
                          views={views.filter((view) => view.kind === "open")}
                          today={today}
                          as="span"
                        >
                          {() => (
                            <ButtonLink to={program.registerUrl!} external english>
                              {program.registerLabel}
                              <span className="sr-only">
                                {" "}
                                {t(m.layout_register_for, { program: program.inSentence })}
                              </span>
                            </ButtonLink>
                          )}
                        </RegistrationStates>
                      )}
                      <ProgramLearnMoreLink program={program} />
                    </ProgramCard>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </PageBody>
    </>
  );
}
