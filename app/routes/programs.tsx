import {
  programOverview,
  sitesOffering,
  siteNameList,
  programById,
  schoolSites,
} from "~/content.server";
import type { ProgramId } from "~content/schema";
import { ButtonLink } from "~/components/ui/button-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon, programStyle } from "~/components/ui/program-icon";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/programs";

function where(program: ProgramId): string {
  const sites = sitesOffering(program);
  return sites.length === schoolSites.length
    ? `All ${sites.length} of our school sites.`
    : `${sites.length} sites: ${siteNameList(sites)}.`;
}

export function loader() {
  return {
    programs: programOverview.map((entry) => {
      const { name, route } = programById(entry.program);
      return { ...entry, name, route, where: where(entry.program) };
    }),
    meta: seo({
      title: "Programs",
      description:
        "Galaxy before- and after-school care, Nova enrichment classes, Non-School Day Camps and Summer Camp: what each program is, who it is for, when and where it runs.",
      path: "/programs",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Programs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Programs"
        lead="Care before and after school, classes that spark new interests, and camps for the days and weeks when school is out. Here is what each program offers and where to find it."
      />
      <PageBody>
        <ul className="grid gap-6 md:grid-cols-2">
          {loaderData.programs.map((entry) => {
            const style = programStyle[entry.program];
            return (
              <li key={entry.program}>
                <article
                  aria-labelledby={`program-${entry.program}`}
                  className={`flex h-full flex-col rounded-2xl border border-line p-6 ${style.soft}`}
                >
                  <h2
                    id={`program-${entry.program}`}
                    className={`flex items-center gap-2 text-2xl ${style.text}`}
                  >
                    <ProgramIcon program={entry.program} className="size-7" />
                    {entry.name}
                  </h2>
                  <p className="mt-2">{entry.what}</p>
                  <dl className="mt-4 flex-1 space-y-2">
                    <div>
                      <dt className="font-bold">Who</dt>
                      <dd>{entry.who}</dd>
                    </div>
                    <div>
                      <dt className="font-bold">When</dt>
                      <dd>{entry.when}</dd>
                    </div>
                    <div>
                      <dt className="font-bold">Where</dt>
                      <dd>{entry.where}</dd>
                    </div>
                  </dl>
                  <div className="mt-5">
                    <ButtonLink to={entry.route}>More about {entry.name}</ButtonLink>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>

        <section
          aria-labelledby="help-paying"
          className={`mt-10 rounded-2xl border border-line p-6 ${programStyle.subsidy.soft}`}
        >
          <h2
            id="help-paying"
            className={`flex items-center gap-2 text-2xl ${programStyle.subsidy.text}`}
          >
            <ProgramIcon program="subsidy" className="size-7" />
            Help paying for care
          </h2>
          <p className="mt-2 max-w-prose">
            Subsidy programs are available at every site. Your school district&apos;s ELO-P program
            and county agencies can help with the cost of care, and families with more than one
            child in Galaxy get a multi-child discount.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to="/programs/subsidy">See subsidy programs</ButtonLink>
            <ButtonLink to="/programs/pricing" variant="secondary">
              Galaxy pricing
            </ButtonLink>
          </div>
        </section>

        <p className="mt-8">
          Looking for the programs at your child&apos;s school?{" "}
          <a href="/locations">Find your site</a> to see what it offers, its hours and how to reach
          the site director.
        </p>
      </PageBody>
    </>
  );
}
