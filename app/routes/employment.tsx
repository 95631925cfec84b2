import { Briefcase, Mail, Phone } from "lucide-react";
import { employment, organisation, mainOffice } from "~/content.server";
import { formatHours, telHref } from "~content/site-format";
import { ButtonLink } from "~/components/ui/button-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { TextBlocks } from "~/components/ui/text-blocks";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/employment";

export function loader() {
  return {
    employment,
    office: mainOffice,
    meta: seo({
      title: "Employment",
      description: `Work with children at ${organisation.fullName}: see open positions on our job board, or send your resume and cover letter by email.`,
      path: "/about/employment",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

const cardClass = "rounded-2xl border border-line p-5";

export default function Employment({ loaderData }: Route.ComponentProps) {
  const { employment, office } = loaderData;
  return (
    <>
      <PageHeader
        title="Employment"
        lead="Join the people who make before and after school the best part of a child's day. Here are three ways to apply."
      />
      <PageBody className="space-y-10">
        <section aria-labelledby="apply-heading">
          <h2 id="apply-heading" className="text-2xl">
            How to apply
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            <li className={cardClass}>
              <h3 className="flex items-center gap-2 text-xl">
                <Briefcase className="size-6 text-brand" aria-hidden="true" />
                Browse open positions
              </h3>
              <p className="mt-2">
                Every opening, with its site, hours and requirements, is posted on our job board.
                You can apply there directly.
              </p>
              <ButtonLink to={employment.jobBoard} external className="mt-4">
                See open positions
              </ButtonLink>
            </li>
            <li className={cardClass}>
              <h3 className="flex items-center gap-2 text-xl">
                <Mail className="size-6 text-brand" aria-hidden="true" />
                Email your resume
              </h3>
              <p className="mt-2">
                Send your resume and a short cover letter telling us which sites and hours suit you
                to{" "}
                <a href={`mailto:${employment.careersEmail}?subject=Job%20application`}>
                  {employment.careersEmail}
                </a>
                .
              </p>
            </li>
            <li className={cardClass}>
              <h3 className="flex items-center gap-2 text-xl">
                <Phone className="size-6 text-brand" aria-hidden="true" />
                Call the main office
              </h3>
              <p className="mt-2">
                Questions about a position? Call{" "}
                <a href={telHref(office.phone)} className="whitespace-nowrap">
                  {office.phone}
                </a>
                , {formatHours(office)}, Monday to Friday.
              </p>
            </li>
          </ul>
        </section>

        <section aria-labelledby="working-heading" className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="working-heading" className="text-2xl">
              What working at STAR is like
            </h2>
            <TextBlocks blocks={employment.workingHere} className="mt-3" />
          </div>
          <div>
            <h3 className="text-xl">The people we hire</h3>
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
