import { Briefcase, Mail, Phone } from "lucide-react";
import { employment, localize, mainOffice } from "~/content.server";
import { formatHours } from "~content/site-format";
import { ButtonLink } from "~/components/ui/button-link";
import { FilledText } from "~/components/ui/filled-text";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PhoneLink } from "~/components/ui/phone-link";
import { TextBlocks } from "~/components/ui/text-blocks";
import { pageLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/employment";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const words = localize(employment, locale);
  return {
    words,
    office: { phone: mainOffice.phone, hours: formatHours(mainOffice, locale) },
    meta: seo({ url, ...words.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

const cardClass = "rounded-2xl border border-line p-5";

export default function Employment({ loaderData }: Route.ComponentProps) {
  const { words, office } = loaderData;
  const { jobBoard, email, call } = words.apply;
  const subject = encodeURIComponent(email.subject);
  return (
    <>
      <PageHeader title={words.page.title} lead={words.lead} />
      <PageBody className="space-y-10">
        <section aria-labelledby="apply-heading">
          <h2 id="apply-heading" className="text-2xl">
            {words.apply.heading}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            <li className={cardClass}>
              <h3 className="flex items-center gap-2 text-xl">
                <Briefcase className="size-6 text-brand" aria-hidden="true" />
                {jobBoard.heading}
              </h3>
              <p className="mt-2">{jobBoard.text}</p>
              <ButtonLink to={words.jobBoard} external english className="mt-4">
                {jobBoard.button}
              </ButtonLink>
            </li>
            <li className={cardClass}>
              <h3 className="flex items-center gap-2 text-xl">
                <Mail className="size-6 text-brand" aria-hidden="true" />
                {email.heading}
              </h3>
              <p className="mt-2">
                <FilledText
                  text={email.text}
                  values={{
                    email: (
                      <a href={`mailto:${words.careersEmail}?subject=${subject}`}>
                        {words.careersEmail}
                      </a>
                    ),
                  }}
                />
              </p>
            </li>
            <li className={cardClass}>
              <h3 className="flex items-center gap-2 text-xl">
                <Phone className="size-6 text-brand" aria-hidden="true" />
                {call.heading}
              </h3>
              <p className="mt-2">
                <FilledText
                  text={call.text}
                  values={{ phone: <PhoneLink phone={office.phone} />, hours: office.hours }}
                />
              </p>
            </li>
          </ul>
        </section>

        <section aria-labelledby="working-heading" className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="working-heading" className="text-2xl">
              {words.workingHeading}
            </h2>
            <TextBlocks blocks={words.workingHere} className="mt-3" />
          </div>
          <div>
            <h3 className="text-xl">{words.peopleHeading}</h3>
            <dl className="mt-3 space-y-4">
              {words.roles.map((role) => (
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
