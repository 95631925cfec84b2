import { Fragment } from "react";
import {
  accessibilityStatement as statement,
  localize,
  mainOffice,
  organisation,
} from "~/content.server";
import { formatHours } from "~content/site-format";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PhoneLink } from "~/components/ui/phone-link";
import { RichMessage } from "~/components/ui/rich-message";
import { pageLocale } from "~/lib/i18n/locale";
import { useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/features/seo/seo.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/accessibility";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  return localize(
    {
      statement,
      adminEmail: organisation.adminEmail,
      office: { phone: mainOffice.phone, hours: formatHours(mainOffice, locale) },
      meta: seo({
        url,
        title: m.organisation_accessibility_title({}, { locale }),
        description: m.organisation_accessibility_description(
          { name: organisation.fullName },
          { locale },
        ),
      }),
    },
    locale,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { statement, adminEmail, office } = loaderData;
  const t = useTranslate();
  return (
    <>
      <PageHeader title={t(m.organisation_accessibility_title)} lead={statement.lead} />
      <PageBody>
        <div className="prose-block">
          <h2>{t(m.organisation_accessibility_standard_heading)}</h2>
          {statement.standard.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}

          <h2>{t(m.organisation_accessibility_checks_heading)}</h2>
          {statement.checks.map((check) => (
            <Fragment key={check.title}>
              <h3>{check.title}</h3>
              <p>{check.text}</p>
            </Fragment>
          ))}

          <h2>{t(m.organisation_accessibility_limitations_heading)}</h2>
          {statement.limitations.map((limitation) => (
            <Fragment key={limitation.title}>
              <h3>{limitation.title}</h3>
              <p>{limitation.text}</p>
            </Fragment>
          ))}

          <h2 id="report">{t(m.organisation_accessibility_report_heading)}</h2>
          <p>{statement.reportIntro}</p>
          <ul>
            <li>
              <RichMessage
                message={m.organisation_accessibility_email}
                values={{ email: <a href={`mailto:${adminEmail}`}>{adminEmail}</a> }}
              />
            </li>
            <li>
              <RichMessage
                message={m.organisation_accessibility_call}
                values={{ phone: <PhoneLink phone={office.phone} />, hours: office.hours }}
              />
            </li>
          </ul>
          <p>{t(m.organisation_accessibility_helps_to_know)}</p>
          <ul>
            {statement.reportInclude.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </PageBody>
    </>
  );
}
