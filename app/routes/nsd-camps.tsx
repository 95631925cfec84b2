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
} from "~/content.server";
import { siteHref } from "~content/site-format";
import { ButtonLink } from "~/components/ui/button-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { pageLocale } from "~/lib/i18n/locale";
import { useLocalePath, useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/features/seo/seo.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/nsd-camps";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const sites = sitesOffering("nsd");
  const page = localize(nsdCampsPage, locale);
  return {
    page: { ...page, where: fill(page.where, { siteCount: sites.length }) },
    dashboardUrl: externalLinks.accountDashboard,
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
    meta: seo({
      url,
      title: m.programs_nsd_title({}, { locale }),
      description: m.programs_nsd_description({}, { locale }),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function NsdCamps({ loaderData }: Route.ComponentProps) {
  const { page, dashboardUrl, helpLinks, districts } = loaderData;
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader
        eyebrow={
          <span className="flex items-center gap-2 text-nsd">
            <ProgramIcon program="nsd" />
            {t(m.programs_nsd_eyebrow)}
          </span>
        }
        title={t(m.programs_nsd_title)}
        lead={page.lead}
      />
      <PageBody className="space-y-12">
        <section aria-labelledby="what-heading" className="prose-block">
          <h2 id="what-heading">{t(m.programs_nsd_what_heading)}</h2>
          <p>{page.about}</p>
          <p>{page.where}</p>
        </section>

        <section aria-labelledby="enrol-heading">
          <h2 id="enrol-heading" className="text-2xl">
            {t(m.programs_nsd_enrol_heading)}
          </h2>
          <ol className="mt-3 max-w-prose list-decimal space-y-1 pl-6">
            {page.enrolSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="mt-5 flex flex-wrap gap-3">
            <ButtonLink to={dashboardUrl} external english>
              <LayoutDashboard className="size-5" aria-hidden="true" />
              {t(m.programs_nsd_dashboard_button)}
            </ButtonLink>
            <ButtonLink to={href("/calendar")} variant="secondary">
              <CalendarDays className="size-5" aria-hidden="true" />
              {t(m.programs_nsd_calendar_button)}
            </ButtonLink>
          </div>
          <p className="mt-4 max-w-prose">
            {t(m.programs_nsd_new_account)}{" "}
            <a href={localePath(helpLinks.accountCreation)}>{t(m.programs_nsd_create_account)}</a>{" "}
            {t(m.programs_nsd_first_and_see)}{" "}
            <a href={localePath(helpLinks.register)}>{t(m.programs_nsd_how_registration_works)}</a>.
          </p>
        </section>

        <section aria-labelledby="where-heading">
          <h2 id="where-heading" className="text-2xl">
            {t(m.programs_nsd_where_heading)}
          </h2>
          <p className="mt-2">{t(m.programs_nsd_where_intro)}</p>
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
