import { CalendarDays, LayoutDashboard } from "lucide-react";
import { districts, familyResourceHref, externalLinks, sitesOffering } from "~/content.server";
import { siteHref } from "~content/site-format";
import { ButtonLink } from "~/components/ui/button-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/nsd-camps";

export function loader() {
  const sites = sitesOffering("nsd");
  return {
    siteCount: sites.length,
    dashboardUrl: externalLinks.accountDashboard,
    helpLinks: {
      accountCreation: familyResourceHref("accountCreation"),
      register: familyResourceHref("register"),
    },
    districts: districts.map((district) => ({
      id: district.id,
      name: district.name,
      sites: sites
        .filter((site) => site.district === district.id)
        .map((site) => ({ slug: site.slug, title: site.title, href: siteHref(site) })),
    })),
    meta: seo({
      title: "Non-School Day Camps",
      description:
        "Full-day camps at STAR school sites on school holidays, breaks and teacher work days. Enrol through your account dashboard; the dates are on the calendar.",
      path: "/programs/nsd-camps",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function NsdCamps({ loaderData }: Route.ComponentProps) {
  const { siteCount, dashboardUrl, helpLinks, districts } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow={
          <span className="flex items-center gap-2 text-nsd">
            <ProgramIcon program="nsd" />
            When school is out, we are open
          </span>
        }
        title="Non-School Day Camps"
        lead="Full-day camps on school holidays, breaks and teacher work days, so a day off school doesn't mean a day off work."
      />
      <PageBody className="space-y-12">
        <section aria-labelledby="what-heading" className="prose-block">
          <h2 id="what-heading">What they are</h2>
          <p>
            School calendars are full of days when classes stop but work goes on: holidays, school
            breaks and teacher work days. On those days STAR runs a full-day camp, filled with the
            science, theatre, art and recreation our name stands for.
          </p>
          <p>Camps run at all {siteCount} of our school sites.</p>
        </section>

        <section aria-labelledby="enrol-heading">
          <h2 id="enrol-heading" className="text-2xl">
            How to enrol
          </h2>
          <ol className="mt-3 max-w-prose list-decimal space-y-1 pl-6">
            <li>Check the dates on our calendar.</li>
            <li>Sign in to your family account and open the account dashboard.</li>
            <li>Choose the camp days you need at your site and complete the enrolment.</li>
          </ol>
          <div className="mt-5 flex flex-wrap gap-3">
            <ButtonLink to={dashboardUrl} external>
              <LayoutDashboard className="size-5" aria-hidden="true" />
              Enroll in the account dashboard
            </ButtonLink>
            <ButtonLink to="/calendar" variant="secondary">
              <CalendarDays className="size-5" aria-hidden="true" />
              See the dates on the calendar
            </ButtonLink>
          </div>
          <p className="mt-4 max-w-prose">
            New to the account? <a href={helpLinks.accountCreation}>Create one</a> first, and see{" "}
            <a href={helpLinks.register}>how registration works</a>.
          </p>
        </section>

        <section aria-labelledby="where-heading">
          <h2 id="where-heading" className="text-2xl">
            Where
          </h2>
          <p className="mt-2">Every school site runs Non-School Day Camps:</p>
          <div className="mt-4 grid gap-6 md:grid-cols-3">
            {districts.map((district) => (
              <section key={district.id} aria-labelledby={`nsd-${district.id}`}>
                <h3 id={`nsd-${district.id}`} className="text-lg">
                  {district.name}
                </h3>
                <ul className="mt-1">
                  {district.sites.map((site) => (
                    <li key={site.slug}>
                      <a href={site.href} className="inline-flex min-h-11 items-center">
                        {site.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      </PageBody>
    </>
  );
}
