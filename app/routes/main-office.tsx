import { Globe, Phone, Printer } from "lucide-react";
import { districts, localize, mainOffice, mainOfficePage, organisation } from "~/content.server";
import { ContactList } from "~/components/ui/contact-list";
import { ExternalLink } from "~/components/ui/external-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PhoneLink } from "~/components/ui/phone-link";
import { FilledText } from "~/components/ui/filled-text";
import { pageLocale } from "~i18n/locale";
import { useLocalePath, useTranslate } from "~/lib/locale-context";
import { seo } from "~/features/seo/seo.server";
import { m } from "~i18n/paraglide/messages";
import { closureBanner, siteClosuresData } from "~/features/closures/closure-views.server";
import { pacificDay } from "~/features/closures/days";
import { SiteClosures } from "~/features/closures/site-closures";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/main-office";

// No script file; the closureDays script shows its closures on their days, and copyAddress
// the button that copies the address of the calendar of closures.
export const handle: PageHandle = { inlineScripts: ["closureDays", "copyAddress"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const office = localize(mainOffice, locale);
  const words = localize(mainOfficePage, locale);
  const today = pacificDay();
  return {
    closureBanner: closureBanner(mainOffice.slug, locale, today),
    closures: siteClosuresData(mainOffice.slug, locale, today),
    office,
    words,
    adminEmail: organisation.adminEmail,
    districts: localize(districts, locale),
    meta: seo({ url, title: office.title, description: words.page.description }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function MainOffice({ loaderData }: Route.ComponentProps) {
  const { office, words, adminEmail, districts, closures } = loaderData;
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader title={office.title} lead={words.lead} />
      <PageBody className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="office-heading">
          <h2 id="office-heading" className="text-2xl">
            {words.contact.heading}
          </h2>
          <ContactList site={office} />
          <p className="mt-3">
            <FilledText
              text={words.contact.generalQuestions}
              values={{ email: <a href={`mailto:${adminEmail}`}>{adminEmail}</a> }}
            />
          </p>
        </section>
        <section aria-labelledby="districts-heading">
          <h2 id="districts-heading" className="text-2xl">
            {words.districts.heading}
          </h2>
          <p className="mt-2 text-ink-soft">{words.districts.intro}</p>
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
                      <span>{words.districts.noPhone}</span>
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
                      <FilledText
                        text={words.districts.website}
                        values={{ district: district.shortName }}
                      />
                    </ExternalLink>
                  </li>
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <div className="lg:col-span-2">
          <SiteClosures data={closures} closuresHref={localePath("/closures")} />
        </div>
      </PageBody>
    </>
  );
}
