import { Fragment } from "react";
import { accessibilityStatement as statement, organisation, mainOffice } from "~/content.server";
import { formatHours, telHref } from "~content/site-format";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/accessibility";

export function loader() {
  return {
    statement,
    adminEmail: organisation.adminEmail,
    office: { phone: mainOffice.phone, hours: formatHours(mainOffice) },
    meta: seo({
      title: "Accessibility",
      description: `How ${organisation.fullName} makes this website usable for everyone, the standard it meets (WCAG 2.2 AA), what we check, and how to tell us about a barrier.`,
      path: "/accessibility",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { statement, adminEmail, office } = loaderData;
  return (
    <>
      <PageHeader title="Accessibility" lead={statement.lead} />
      <PageBody>
        <div className="prose-block">
          <h2>The standard we work to</h2>
          {statement.standard.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}

          <h2>What we check, and how</h2>
          {statement.checks.map((check) => (
            <Fragment key={check.title}>
              <h3>{check.title}</h3>
              <p>{check.text}</p>
            </Fragment>
          ))}

          <h2>What we know is not perfect yet</h2>
          {statement.limitations.map((limitation) => (
            <Fragment key={limitation.title}>
              <h3>{limitation.title}</h3>
              <p>{limitation.text}</p>
            </Fragment>
          ))}

          <h2 id="report">Tell us about a barrier</h2>
          <p>{statement.reportIntro}</p>
          <ul>
            <li>
              E-mail <a href={`mailto:${adminEmail}`}>{adminEmail}</a>
            </li>
            <li>
              Call the main office at <a href={telHref(office.phone)}>{office.phone}</a>,{" "}
              {office.hours}, Monday to Friday
            </li>
          </ul>
          <p>It helps us to know:</p>
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
