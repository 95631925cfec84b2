import { Globe, Phone } from "lucide-react";
import { organisation, eloPContacts, subsidyAgencies, type SubsidyContact } from "~/content.server";
import { telHref } from "~content/site-format";
import { ExternalLink } from "~/components/ui/external-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/subsidy";

export function loader() {
  return {
    eloPContacts,
    subsidyAgencies,
    mainPhone: organisation.mainPhone,
    meta: seo({
      title: "Subsidy Programs",
      description:
        "Help paying for child care: ELO-P contacts for Eureka Union, Western Placer Unified and Rocklin Academy Family of Schools, plus PCOE, Child Action and Child Care Aware.",
      path: "/programs/subsidy",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

function ContactCard({ contact, mainPhone }: { contact: SubsidyContact; mainPhone: string }) {
  return (
    <li className="flex flex-col rounded-2xl border border-line p-5">
      <h3 className="text-lg">{contact.name}</h3>
      <p className="mt-1 flex-1">{contact.description}</p>
      <ul className="mt-3 space-y-1">
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-subsidy" aria-hidden="true" />
          {contact.phone ? (
            <a href={telHref(contact.phone)} className="inline-flex min-h-11 items-center">
              <span className="sr-only">Phone: </span>
              {contact.phone}
            </a>
          ) : (
            <span className="py-2">
              No phone number on record: use the contact details on the website, or call our main
              office at <a href={telHref(mainPhone)}>{mainPhone}</a> and we will point you to the
              right person.
            </span>
          )}
        </li>
        <li className="flex items-center gap-2">
          <Globe className="size-4 shrink-0 text-subsidy" aria-hidden="true" />
          <ExternalLink href={contact.href} className="inline-flex min-h-11 items-center">
            {new URL(contact.href).hostname.replace(/^www\./, "")}
            <span className="sr-only">, website of {contact.name}</span>
          </ExternalLink>
        </li>
      </ul>
    </li>
  );
}

export default function Subsidy({ loaderData }: Route.ComponentProps) {
  const { eloPContacts, subsidyAgencies, mainPhone } = loaderData;
  return (
    <>
      <PageHeader
        title="Subsidy Programs"
        lead="Child care is a big part of a family budget. These programs can lower what you pay, or cover it, and every STAR site takes part. Start with your school district, then the agencies below."
      />
      <PageBody className="space-y-12">
        <section aria-labelledby="elop-heading">
          <h2 id="elop-heading" className="text-2xl">
            ELO-P through your school district
          </h2>
          <p className="mt-2 max-w-prose">
            The Expanded Learning Opportunities Program (ELO-P) is California&apos;s funding for
            before- and after-school and summer programs. Each district runs its own program,
            including who can enrol and how to apply, so the district your child&apos;s school
            belongs to is the one to ask.
          </p>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {eloPContacts.map((contact) => (
              <ContactCard key={contact.name} contact={contact} mainPhone={mainPhone} />
            ))}
          </ul>
        </section>

        <section aria-labelledby="agencies-heading">
          <h2 id="agencies-heading" className="text-2xl">
            County and national help
          </h2>
          <p className="mt-2 max-w-prose">
            These agencies help families find child care and learn which kinds of financial help
            they may qualify for.
          </p>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {subsidyAgencies.map((contact) => (
              <ContactCard key={contact.name} contact={contact} mainPhone={mainPhone} />
            ))}
          </ul>
        </section>

        <p className="max-w-prose">
          Questions about using a subsidy at STAR? Call our main office at{" "}
          <a href={telHref(mainPhone)}>{mainPhone}</a>.
        </p>
      </PageBody>
    </>
  );
}
