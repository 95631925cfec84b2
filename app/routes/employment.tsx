import { Briefcase, Mail, Phone } from "lucide-react";
import { employment, localize, mainOffice, organisation } from "~/content.server";
import { formatHours } from "~content/site-format";
import { ButtonLink } from "~/components/ui/button-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PhoneLink } from "~/components/ui/phone-link";
import { RichMessage } from "~/components/ui/rich-message";
import { TextBlocks } from "~/components/ui/text-blocks";
import { pageLocale } from "~/lib/i18n/locale";
import { useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/lib/seo.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/employment";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  return localize(
    {
      employment,
      organisationName: organisation.name,
      office: { phone: mainOffice.phone, hours: formatHours(mainOffice) },
      meta: seo({
        locale,
        title: m.organisation_employment_title({}, { locale }),
        description: m.organisation_employment_description(
          { name: organisation.fullName },
          { locale },
        ),
        path: "/about/employment",
      }),
    },
    locale,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

const cardClass = "rounded-2xl border border-line p-5";

export default function Employment({ loaderData }: Route.ComponentProps) {
  const { employment, organisationName, office } = loaderData;
  const t = useTranslate();
  const subject = encodeURIComponent(t(m.organisation_employment_email_subject));
  return (
    <>
      <PageHeader title={t(m.organisation_employment_title)} lead={employment.lead} />
      <PageBody className="space-y-10">
        <section aria-labelledby="apply-heading">
          <h2 id="apply-heading" className="text-2xl">
            {t(m.organisation_employment_apply_heading)}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            <li className={cardClass}>
              <h3 className="flex items-center gap-2 text-xl">
                <Briefcase className="size-6 text-brand" aria-hidden="true" />
                {t(m.organisation_employment_browse_heading)}
              </h3>
              <p className="mt-2">{t(m.organisation_employment_browse_text)}</p>
              <ButtonLink to={employment.jobBoard} external english className="mt-4">
                {t(m.organisation_employment_browse_button)}
              </ButtonLink>
            </li>
            <li className={cardClass}>
              <h3 className="flex items-center gap-2 text-xl">
                <Mail className="size-6 text-brand" aria-hidden="true" />
                {t(m.organisation_employment_email_heading)}
              </h3>
              <p className="mt-2">
                <RichMessage
                  message={m.organisation_employment_email_text}
                  values={{
                    email: (
                      <a href={`mailto:${employment.careersEmail}?subject=${subject}`}>
                        {employment.careersEmail}
                      </a>
                    ),
                  }}
                />
              </p>
            </li>
            <li className={cardClass}>
              <h3 className="flex items-center gap-2 text-xl">
                <Phone className="size-6 text-brand" aria-hidden="true" />
                {t(m.organisation_employment_call_heading)}
              </h3>
              <p className="mt-2">
                <RichMessage
                  message={m.organisation_employment_call_text}
                  values={{ phone: <PhoneLink phone={office.phone} />, hours: office.hours }}
                />
              </p>
            </li>
          </ul>
        </section>

        <section aria-labelledby="working-heading" className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="working-heading" className="text-2xl">
              {t(m.organisation_employment_working_heading, { name: organisationName })}
            </h2>
            <TextBlocks blocks={employment.workingHere} className="mt-3" />
          </div>
          <div>
            <h3 className="text-xl">{t(m.organisation_employment_people_heading)}</h3>
            <dl className="mt-3 space-y-4">
              {employment.roles.map((role) => (
                <div key={role.title}>
                  <dt className="font-extrabold text-brand-strong">{role.title}</dt>
                  <dd>{role.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      </PageBody>
    </>
  );
}
