import { Globe, Phone, Printer } from "lucide-react";
import { districts, mainOffice, organisation } from "~/content.server";
import { telHref } from "~content/site-format";
import { ContactList } from "~/components/ui/contact-list";
import { ExternalLink } from "~/components/ui/external-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/main-office";

export function loader() {
  return {
    office: mainOffice,
    adminEmail: organisation.adminEmail,
    districts,
    meta: seo({
      title: "Main Office",
      description: `${organisation.fullName} main office: address, hours, phone and e-mail, and the three school districts we serve.`,
      path: "/locations/main-office",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function MainOffice({ loaderData }: Route.ComponentProps) {
  const { office, adminEmail, districts } = loaderData;
  return (
    <>
      <PageHeader
        title="Main Office"
        lead="Billing, enrolment questions and anything a site director can't answer start here. Call or write during office hours and a real person will help."
      />
      <PageBody className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="office-heading">
          <h2 id="office-heading" className="text-2xl">
            Contact the office
          </h2>
          <ContactList site={office} />
          <p className="mt-3">
            General questions: <a href={`mailto:${adminEmail}`}>{adminEmail}</a>
          </p>
        </section>
        <section aria-labelledby="districts-heading">
          <h2 id="districts-heading" className="text-2xl">
            Districts we serve
          </h2>
          <p className="mt-2 text-ink-soft">
            Our programs run on campuses of these three school districts. For school matters such as
            attendance, bell schedules and enrolment, contact the district.
          </p>
          <ul className="mt-4 space-y-4">
            {districts.map((district) => (
              <li key={district.id} className="rounded-2xl border border-line p-4">
                <h3 className="text-lg">{district.name}</h3>
                <p className="text-ink-soft">
                  {district.address}, {district.city}, {district.state} {district.zip}
                </p>
                <ul className="mt-2 space-y-1">
                  <li className="flex items-center gap-2">
                    <Phone className="size-4 text-brand" aria-hidden="true" />
                    {district.phone ? (
                      <a
                        href={telHref(district.phone)}
                        className="inline-flex min-h-6 items-center"
                      >
                        <span className="sr-only">Phone: </span>
                        {district.phone}
                      </a>
                    ) : (
                      <span>Phone: see the district website</span>
                    )}
                  </li>
                  {district.fax && (
                    <li className="flex items-center gap-2">
                      <Printer className="size-4 text-brand" aria-hidden="true" />
                      <span>
                        <span className="sr-only">Fax: </span>
                        {district.fax}
                      </span>
                    </li>
                  )}
                  <li className="flex items-center gap-2">
                    <Globe className="size-4 text-brand" aria-hidden="true" />
                    <ExternalLink href={district.href} className="inline-flex min-h-6 items-center">
                      {district.shortName} website
                    </ExternalLink>
                  </li>
                </ul>
              </li>
            ))}
          </ul>
        </section>
      </PageBody>
    </>
  );
}
