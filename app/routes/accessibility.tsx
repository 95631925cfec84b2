import { Fragment } from "react";
import {
  accessibilityStatement as statement,
  localize,
  mainOffice,
  organisation,
} from "~/content.server";
import { formatHours } from "~content/site-format";
import { FilledText } from "~/components/ui/filled-text";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PhoneLink } from "~/components/ui/phone-link";
import { pageLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/accessibility";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const words = localize(statement, locale);
  return {
    words,
    adminEmail: organisation.adminEmail,
    office: { phone: mainOffice.phone, hours: formatHours(mainOffice, locale) },
    meta: seo({ url, ...words.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { words, adminEmail, office } = loaderData;
  const { report } = words;
  return (
    <>
      <PageHeader title={words.page.title} lead={words.lead} />
      <PageBody>
        <div className="prose-block">
          <h2>{words.standardHeading}</h2>
          {words.standard.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}

          <h2>{words.checksHeading}</h2>
          {words.checks.map((check) => (
            <Fragment key={check.title}>
              <h3>{check.title}</h3>
              <p>{check.text}</p>
            </Fragment>
          ))}

          <h2>{words.limitationsHeading}</h2>
          {words.limitations.map((limitation) => (
            <Fragment key={limitation.title}>
              <h3>{limitation.title}</h3>
              <p>{limitation.text}</p>
            </Fragment>
          ))}

          <h2 id="report">{report.heading}</h2>
          <p>{report.intro}</p>
          <ul>
            <li>
              <FilledText
                text={report.email}
                values={{ email: <a href={`mailto:${adminEmail}`}>{adminEmail}</a> }}
              />
            </li>
            <li>
              <FilledText
                text={report.call}
                values={{ phone: <PhoneLink phone={office.phone} />, hours: office.hours }}
              />
            </li>
          </ul>
          <p>{report.includeIntro}</p>
          <ul>
            {report.include.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </PageBody>
    </>
  );
}
