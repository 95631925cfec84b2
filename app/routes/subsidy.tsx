import { Globe, Phone } from "lucide-react";
import {
  mainOffice,
  eloPContacts,
  subsidyAgencies,
  subsidyPage,
  type SubsidyContact,
  localize,
} from "~/content.server";
import { telHref } from "~content/site-format";
import { ExternalLink } from "~/components/ui/external-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { pageLocale } from "~/lib/i18n/locale";
import { useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/features/seo/seo.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/subsidy";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  return {
    ...localize({ page: subsidyPage, eloPContacts, subsidyAgencies }, locale),
    mainPhone: mainOffice.phone,
    meta: seo({
      url,
      title: m.programs_subsidy_title({}, { locale }),
      description: m.programs_subsidy_description({}, { locale }),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

function ContactCard({ contact, mainPhone }: { contact: SubsidyContact; mainPhone: string }) {
  const t = useTranslate();
  return (
    <li className="flex flex-col rounded-2xl border border-line p-5">
      <h3 className="text-lg">{contact.name}</h3>
      <p className="mt-1 flex-1">{contact.description}</p>
      <ul className="mt-3 space-y-1">
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-subsidy" aria-hidden="true" />
          {contact.phone ? (
            <a href={telHref(contact.phone)} className="inline-flex min-h-11 items-center">
              <span className="sr-only">{t(m.programs_subsidy_phone)} </span>
              {contact.phone}
            </a>
          ) : (
            <span className="py-2">
              {t(m.programs_subsidy_no_phone)} <a href={telHref(mainPhone)}>{mainPhone}</a>{" "}
              {t(m.programs_subsidy_no_phone_after)}
            </span>
          )}
        </li>
        <li className="flex items-center gap-2">
          <Globe className="size-4 shrink-0 text-subsidy" aria-hidden="true" />
          <ExternalLink
            href={contact.href}
            english={contact.englishOnly}
            className="inline-flex min-h-11 flex-wrap items-center"
          >
            {new URL(contact.href).hostname.replace(/^www\./, "")}
            <span className="sr-only">
              , {t(m.programs_subsidy_website_of, { name: contact.name })}
            </span>
          </ExternalLink>
        </li>
      </ul>
    </li>
  );
}

export default function Subsidy({ loaderData }: Route.ComponentProps) {
  const { page, eloPContacts, subsidyAgencies, mainPhone } = loaderData;
  const t = useTranslate();
  return (
    <>
      <PageHeader title={t(m.programs_subsidy_title)} lead={page.lead} />
      <PageBody className="space-y-12">
        <section aria-labelledby="elop-heading">
          <h2 id="elop-heading" className="text-2xl">
            {t(m.programs_subsidy_elop_heading)}
          </h2>
          <p className="mt-2 max-w-prose">{page.eloPIntro}</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {eloPContacts.map((contact) => (
              <ContactCard key={contact.name} contact={contact} mainPhone={mainPhone} />
            ))}
          </ul>
        </section>

        <section aria-labelledby="agencies-heading">
          <h2 id="agencies-heading" className="text-2xl">
            {t(m.programs_subsidy_agencies_heading)}
          </h2>
          <p className="mt-2 max-w-prose">{page.agenciesIntro}</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {subsidyAgencies.map((contact) => (
              <ContactCard key={contact.name} contact={contact} mainPhone={mainPhone} />
            ))}
          </ul>
        </section>

        <p className="max-w-prose">
          {t(m.programs_subsidy_questions)} <a href={telHref(mainPhone)}>{mainPhone}</a>.
        </p>
      </PageBody>
    </>
  );
}
