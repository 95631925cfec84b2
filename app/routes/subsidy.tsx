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
import { FilledText } from "~/components/ui/filled-text";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PhoneLink } from "~/components/ui/phone-link";
import { pageLocale } from "~i18n/locale";
import { useTranslate } from "~/lib/locale-context";
import { seo } from "~/features/seo/seo.server";
import { m } from "~i18n/paraglide/messages";
import type { Route } from "./+types/subsidy";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const words = localize(subsidyPage, locale);
  return {
    ...localize({ eloPContacts, subsidyAgencies }, locale),
    words,
    mainPhone: mainOffice.phone,
    meta: seo({ url, ...words.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

function ContactCard({
  contact,
  mainPhone,
  noPhone,
}: {
  contact: SubsidyContact;
  mainPhone: string;
  /** What the card says without a phone, with {phone} for the main office's. */
  noPhone: string;
}) {
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
              <FilledText text={noPhone} values={{ phone: <PhoneLink phone={mainPhone} /> }} />
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
  const { words, eloPContacts, subsidyAgencies, mainPhone } = loaderData;
  return (
    <>
      <PageHeader title={words.page.title} lead={words.lead} />
      <PageBody className="space-y-12">
        <section aria-labelledby="elop-heading">
          <h2 id="elop-heading" className="text-2xl">
            {words.eloPHeading}
          </h2>
          <p className="mt-2 max-w-prose">{words.eloPIntro}</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {eloPContacts.map((contact) => (
              <ContactCard
                key={contact.name}
                contact={contact}
                mainPhone={mainPhone}
                noPhone={words.noPhone}
              />
            ))}
          </ul>
        </section>

        <section aria-labelledby="agencies-heading">
          <h2 id="agencies-heading" className="text-2xl">
            {words.agenciesHeading}
          </h2>
          <p className="mt-2 max-w-prose">{words.agenciesIntro}</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {subsidyAgencies.map((contact) => (
              <ContactCard
                key={contact.name}
                contact={contact}
                mainPhone={mainPhone}
                noPhone={words.noPhone}
              />
            ))}
          </ul>
        </section>

        <p className="max-w-prose">
          <FilledText text={words.questions} values={{ phone: <PhoneLink phone={mainPhone} /> }} />
        </p>
      </PageBody>
    </>
  );
}
