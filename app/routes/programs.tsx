import { href } from "react-router";
import {
  fill,
  programOverview,
  programOverviewPage,
  sitesOffering,
  programById,
  schoolSites,
  localize,
  mainOffice,
  registrationWords,
  seasonPrograms,
  type Localized,
} from "~/content.server";
import type { ProgramId } from "~content/schema";
import { ButtonLink } from "~/components/ui/button-link";
import { FilledText } from "~/components/ui/filled-text";
import { PhoneLink } from "~/components/ui/phone-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon, programStyle } from "~/components/ui/program-icon";
import { pageLocale, type Locale } from "~i18n/locale";
import { useLocalePath, useTranslate } from "~/lib/locale-context";
import { seo } from "~/features/seo/seo.server";
import { RegistrationStates } from "~/features/registration/registration-states";
import { registrationViews } from "~/features/registration/registration.server";
import type { PageHandle } from "~/lib/page-handle";
import { pacificDay } from "~i18n/days";
import { m } from "~i18n/paraglide/messages";
import { formatList } from "~i18n/list";
import type { Route } from "./+types/programs";

type Words = Localized<typeof programOverviewPage>;

/** Where a program runs: at every school site, or at the sites named. */
function where(program: ProgramId, words: Words, locale: Locale): string {
  const sites = sitesOffering(program);
  if (sites.length === schoolSites.length) return fill(words.whereAll, { count: sites.length });
  const names = localize(sites, locale).map((site) => site.title);
  return fill(words.whereSome, { count: sites.length, sites: formatList(names, locale) });
}

// Where each program's registration stands follows its seasons day by day, with the
// closureDays script.
export const handle: PageHandle = { inlineScripts: ["closureDays"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const words = localize(programOverviewPage, locale);
  const today = pacificDay();
  return {
    words,
    today,
    mainPhone: mainOffice.phone,
    registrationHeading: registrationWords.heading[locale],
    programs: localize(programOverview, locale).map((entry) => {
      const { name, route } = localize(programById(entry.program), locale);
      const registration = seasonPrograms.find((id) => id === entry.program);
      return {
        ...entry,
        name,
        route,
        where: where(entry.program, words, locale),
        registration: registration ? registrationViews(registration, locale, today) : [],
      };
    }),
    meta: seo({ url, ...words.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Programs({ loaderData }: Route.ComponentProps) {
  const { words, programs, today, mainPhone, registrationHeading } = loaderData;
  const { helpPaying, findSite } = words;
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader title={words.page.title} lead={words.lead} />
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
                    {entry.registration.length > 0 && (
                      <div>
                        <dt className="font-bold">{registrationHeading}</dt>
                        <RegistrationStates views={entry.registration} today={today} as="dd">
                          {(view) =>
                            view.kind === "none" ? (
                              <FilledText
                                text={view.line ?? ""}
                                values={{ phone: <PhoneLink phone={mainPhone} /> }}
                              />
                            ) : (
                              <>
                                {view.heading}.{view.runs && ` ${view.runs}`}
                              </>
                            )
                          }
                        </RegistrationStates>
                      </div>
                    )}
                  </dl>
                  <div className="mt-5">
                    <ButtonLink to={entry.route}>{entry.moreAbout}</ButtonLink>
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
            {helpPaying.heading}
          </h2>
          <p className="mt-2 max-w-prose">{helpPaying.text}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to={href("/programs/subsidy")}>{helpPaying.subsidyButton}</ButtonLink>
            <ButtonLink to={href("/programs/pricing")} variant="secondary">
              {helpPaying.pricingButton}
            </ButtonLink>
          </div>
        </section>

        <p className="mt-8">
          <FilledText
            text={findSite.text}
            values={{ link: <a href={localePath(href("/locations"))}>{findSite.link}</a> }}
          />
        </p>
      </PageBody>
    </>
  );
}
