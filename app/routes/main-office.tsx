import { Globe, Phone, Printer } from "lucide-react";
import { districts, localize, mainOffice, organisation } from "~/content.server";
import { ContactList } from "~/components/ui/contact-list";
import { ExternalLink } from "~/components/ui/external-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PhoneLink } from "~/components/ui/phone-link";
import { RichMessage } from "~/components/ui/rich-message";
import { pageLocale } from "~/lib/i18n/locale";
import { useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/features/seo/seo.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/main-office";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  return localize(
    {
      office: mainOffice,
      adminEmail: organisation.adminEmail,
      districts,
      meta: seo({
        url,
        title: mainOffice.title[locale],
        description: m.organisation_main_office_description(
          { name: organisation.fullName },
          { locale },
        ),
      }),
    },
    locale,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function MainOffice({ loaderData }: Route.ComponentProps) {
  const { office, adminEmail, districts } = loaderData;
  const t = useTranslate();
  return (
    <>
      <PageHeader title={office.title} lead={t(m.organisation_main_office_lead)} />
      <PageBody className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="office-heading">
          <h2 id="office-heading" className="text-2xl">
            {t(m.organisation_main_office_contact_heading)}
          </h2>
          <ContactList site={office} />
          <p className="mt-3">
            <RichMessage
              message={m.organisation_main_office_general_questions}
              values={{ email: <a href={`mailto:${adminEmail}`}>{adminEmail}</a> }}
            />
          </p>
        </section>
        <section aria-labelledby="districts-heading">
          <h2 id="districts-heading" className="text-2xl">
            {t(m.organisation_main_office_districts_heading)}
          </h2>
          <p className="mt-2 text-ink-soft">{t(m.organisation_main_office_districts_intro)}</p>
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
                      <>
                        <span className="sr-only">{t(m.organisation_phone_label)} </span>
                        <PhoneLink
                          phone={district.phone}
                          className="inline-flex min-h-6 items-center"
                        />
                      </>
                    ) : (
                      <span>{t(m.organisation_main_office_no_district_phone)}</span>
                    )}
                  </li>
                  {district.fax && (
                    <li className="flex items-center gap-2">
                      <Printer className="size-4 text-brand" aria-hidden="true" />
                      <span>
                        <span className="sr-only">{t(m.organisation_fax_label)} </span>
                        {district.fax}
                      </span>
                    </li>
                  )}
                  <li className="flex items-center gap-2">
                    <Globe className="size-4 text-brand" aria-hidden="true" />
                    {/* Inline, not flex, so the space before "(en inglés)" stays. */}
                    <ExternalLink href={district.href} english className="inline-block min-h-6">
                      {t(m.organisation_main_office_district_website, {
                        district: district.shortName,
                      })}
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
