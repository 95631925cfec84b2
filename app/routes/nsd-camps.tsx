import { href } from "react-router";
import { CalendarDays, LayoutDashboard } from "lucide-react";
import {
  districts,
  familyResourceHref,
  externalLinks,
  fill,
  nsdCampsPage,
  sitesOffering,
  localize,
  mainOffice,
  pricesOn,
} from "~/content.server";
import { siteHref } from "~content/site-format";
import { ButtonLink } from "~/components/ui/button-link";
import { FilledText } from "~/components/ui/filled-text";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PhoneLink } from "~/components/ui/phone-link";
import { ProgramIcon } from "~/components/ui/program-icon";
import { RegistrationStates } from "~/features/registration/registration-states";
import { registrationViews } from "~/features/registration/registration.server";
import type { PageHandle } from "~/lib/page-handle";
import { pacificDay } from "~i18n/days";
import { ProgramCostSection } from "~/features/galaxy-pricing/program-cost";
import { pageLocale } from "~i18n/locale";
import { useLocalePath } from "~/lib/locale-context";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/nsd-camps";

// Where the camps' registration stands follows their seasons day by day, with the closureDays
// script.
export const handle: PageHandle = { inlineScripts: ["closureDays"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const today = pacificDay();
  const sites = sitesOffering("nsd");
  const page = localize(nsdCampsPage, locale);
  return {
    page: { ...page, where: fill(page.where, { siteCount: sites.length }) },
    cost: pricesOn.programPage("nsd", locale),
    dashboardUrl: externalLinks.accountDashboard,
    registration: registrationViews("nsd", locale, today),
    mainPhone: mainOffice.phone,
    today,
    helpLinks: {
      accountCreation: familyResourceHref("accountCreation"),
      register: familyResourceHref("register"),
    },
    districts: districts.map((district) => ({
      id: district.id,
      name: district.name,
      sites: localize(
        sites.filter((site) => site.district === district.id),
        locale,
      ).map((site) => ({ slug: site.slug, title: site.title, href: siteHref(site) })),
    })),
    meta: seo({ url, ...page.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function NsdCamps({ loaderData }: Route.ComponentProps) {
  const { page, cost, dashboardUrl, helpLinks, districts, registration, mainPhone, today } =
    loaderData;
  const { enrol } = page;
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader
        eyebrow={
          <span className="flex items-center gap-2 text-nsd">
            <ProgramIcon program="nsd" />
            {page.eyebrow}
          </span>
        }
        title={page.page.title}
        lead={page.lead}
      />
      <PageBody className="space-y-12">
        <section aria-labelledby="what-heading" className="prose-block">
          <h2 id="what-heading">{page.whatHeading}</h2>
          <p>{page.about}</p>
          <p>{page.where}</p>
        </section>

        <ProgramCostSection cost={cost} />

        <section aria-labelledby="enrol-heading">
          <h2 id="enrol-heading" className="text-2xl">
            {enrol.heading}
          </h2>
          <RegistrationStates views={registration} today={today}>
            {(view) => (
              <div className="mt-3 max-w-prose rounded-2xl border border-line bg-nsd-soft p-5">
                <p className="text-lg font-bold">{view.heading}</p>
                {view.line && (
                  <p className="mt-1">
                    <FilledText
                      text={view.line}
                      values={{ phone: <PhoneLink phone={mainPhone} /> }}
                    />
                  </p>
                )}
              </div>
            )}
          </RegistrationStates>
          <ol className="mt-3 max-w-prose list-decimal space-y-1 pl-6">
            {enrol.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="mt-5 flex flex-wrap gap-3">
            <RegistrationStates views={registration} today={today} as="span">
              {(view) =>
                view.href && (
                  <ButtonLink to={dashboardUrl} external english>
                    <LayoutDashboard className="size-5" aria-hidden="true" />
                    {enrol.dashboardButton}
                  </ButtonLink>
                )
              }
            </RegistrationStates>
            <ButtonLink to={href("/calendar")} variant="secondary">
              <CalendarDays className="size-5" aria-hidden="true" />
              {enrol.calendarButton}
            </ButtonLink>
          </div>
          <p className="mt-4 max-w-prose">
            <FilledText
              text={enrol.newAccount}
              values={{
                createAccount: (
                  <a href={localePath(helpLinks.accountCreation)}>{enrol.createAccountLink}</a>
                ),
                howRegistrationWorks: (
                  <a href={localePath(helpLinks.register)}>{enrol.howRegistrationWorksLink}</a>
                ),
              }}
            />
          </p>
        </section>

        <section aria-labelledby="where-heading">
          <h2 id="where-heading" className="text-2xl">
            {page.sites.heading}
          </h2>
          <p className="mt-2">{page.sites.intro}</p>
          <div className="mt-4 grid gap-6 md:grid-cols-3">
            {districts.map((district) => (
              <section key={district.id} aria-labelledby={`nsd-${district.id}`}>
                <h3 id={`nsd-${district.id}`} className="text-lg">
                  {district.name}
                </h3>
                <ul className="mt-1">
                  {district.sites.map((site) => (
                    <li key={site.slug}>
                      <a href={localePath(site.href)} className="inline-flex min-h-11 items-center">
                        {site.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      </PageBody>
    </>
  );
}
