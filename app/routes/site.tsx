import { MapPin, ShieldCheck } from "lucide-react";
import { districtById, licenceLookupUrl, programById, siteBySlug } from "~/content.server";
import { directionsUrl, siteHref } from "~content/site-format";
import { ContactList } from "~/components/ui/contact-list";
import { ButtonLink } from "~/components/ui/button-link";
import { ExternalLink } from "~/components/ui/external-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramCard } from "~/components/ui/program-card";
import { seo } from "~/lib/seo.server";
import { childCareJsonLd } from "~/lib/structured-data.server";
import type { Route } from "./+types/site";

export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/\/+$/, "").split("/").pop();
  const site = siteBySlug(slug);
  // Routes are generated from the same list, so a miss is a programming error.
  if (!site) throw new Error(`No site for ${slug}`);
  const programs = site.programs.map(programById);
  return {
    site,
    licenceLookupUrl: licenceLookupUrl(),
    districtName: site.district ? districtById(site.district).name : undefined,
    offered: programs.filter((program) => program.id !== "subsidy"),
    meta: seo({
      title: `${site.title} STAR`,
      description: `STAR at ${site.school}, ${site.city}: hours, phone, e-mail, licence and programs (${programs.map((program) => program.name).join(", ")}).`,
      path: siteHref(site),
      jsonLd: childCareJsonLd(site),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

function Licence({ licNum, lookupUrl }: { licNum: string; lookupUrl: string }) {
  const exists = /\d/.test(licNum);
  return (
    <p className="flex gap-2">
      <ShieldCheck className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
      <span>
        Facility licence number:{" "}
        {exists ? (
          <ExternalLink href={lookupUrl}>{licNum}</ExternalLink>
        ) : (
          <>
            <strong>{licNum}</strong>. The state's licence number will appear here as soon as it is
            issued; our main office can answer any licensing question in the meantime.
          </>
        )}
      </span>
    </p>
  );
}

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const { site, licenceLookupUrl, districtName, offered } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow={districtName}
        title={`${site.title} STAR`}
        lead={`Before and after school care and camps on the campus of ${site.school}.`}
      />
      <PageBody className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading" className="text-2xl">
            Visit or call
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
                Get directions
              </ExternalLink>
            </p>
            {site.programs.includes("subsidy") && (
              <p>
                Need help paying for care? <a href="/programs/subsidy">See the subsidy programs</a>{" "}
                our families use.
              </p>
            )}
          </div>
        </section>
        <section aria-labelledby="programs-heading">
          <h2 id="programs-heading" className="text-2xl">
            Programs at this site
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {offered.map((program) => (
              <li key={program.id} data-program={program.id}>
                <ProgramCard program={program}>
                  {program.registerUrl && (
                    <ButtonLink to={program.registerUrl} external>
                      {program.registerLabel}
                      <span className="sr-only"> for {program.name}</span>
                    </ButtonLink>
                  )}
                  <ButtonLink to={program.route} variant="secondary">
                    Learn More<span className="sr-only"> about {program.name}</span>
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
