import { href } from "react-router";
import {
  programOverview,
  programOverviewPage,
  sitesOffering,
  siteNameList,
  programById,
  schoolSites,
  localize,
} from "~/content.server";
import type { ProgramId } from "~content/schema";
import { ButtonLink } from "~/components/ui/button-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon, programStyle } from "~/components/ui/program-icon";
import { pageLocale, type Locale } from "~/lib/i18n/locale";
import { useLocalePath, useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/features/seo/seo.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/programs";

function where(program: ProgramId, locale: Locale): string {
  const sites = sitesOffering(program);
  return sites.length === schoolSites.length
    ? m.programs_overview_where_all({ count: sites.length }, { locale })
    : m.programs_overview_where_some(
        {
          count: sites.length,
          sites: siteNameList(
            localize(sites, locale).map((site) => site.title),
            locale,
          ),
        },
        { locale },
      );
}

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  return {
    ...localize(
      {
        page: programOverviewPage,
        programs: programOverview.map((entry) => {
          const { name, inSentence, route } = programById(entry.program);
          return { ...entry, name, inSentence, route, where: where(entry.program, locale) };
        }),
      },
      locale,
    ),
    meta: seo({
      url,
      title: m.programs_overview_title({}, { locale }),
      description: m.programs_overview_description({}, { locale }),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Programs({ loaderData }: Route.ComponentProps) {
  const { page, programs } = loaderData;
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader title={t(m.programs_overview_title)} lead={page.lead} />
      <PageBody>
        <ul className="grid gap-6 md:grid-cols-2">
          {programs.map((entry) => {
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
                      <dt className="font-bold">{t(m.programs_overview_who)}</dt>
                      <dd>{entry.who}</dd>
                    </div>
                    <div>
                      <dt className="font-bold">{t(m.programs_overview_when)}</dt>
                      <dd>{entry.when}</dd>
                    </div>
                    <div>
                      <dt className="font-bold">{t(m.programs_overview_where)}</dt>
                      <dd>{entry.where}</dd>
                    </div>
                  </dl>
                  <div className="mt-5">
                    <ButtonLink to={entry.route}>
                      {t(m.programs_overview_more_about, { program: entry.inSentence })}
                    </ButtonLink>
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
            {t(m.programs_overview_help_heading)}
          </h2>
          <p className="mt-2 max-w-prose">{page.helpPaying}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to={href("/programs/subsidy")}>
              {t(m.programs_overview_see_subsidy)}
            </ButtonLink>
            <ButtonLink to={href("/programs/pricing")} variant="secondary">
              {t(m.programs_overview_galaxy_pricing)}
            </ButtonLink>
          </div>
        </section>

        <p className="mt-8">
          {t(m.programs_overview_find_site_before)}{" "}
          <a href={localePath(href("/locations"))}>{t(m.programs_find_site_link)}</a>{" "}
          {t(m.programs_overview_find_site_after)}
        </p>
      </PageBody>
    </>
  );
}
