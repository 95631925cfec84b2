import { href } from "react-router";
import { summerCamp, localize } from "~/content.server";
import { DisclosureSection } from "~/components/ui/disclosure-section";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { summer2025Details } from "~/features/summer-2025/summer-2025-data.server";
import { Summer2025Details } from "~/features/summer-2025/summer-2025-details";
import { pageLocale } from "~/lib/i18n/locale";
import { useLocalePath, useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/features/seo/seo.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/summer-camp";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const camp = localize(summerCamp, locale);
  const title = m.programs_summer_title({ year: camp.year }, { locale });
  return {
    camp,
    details: summer2025Details(locale),
    meta: seo({
      url,
      title,
      description: m.programs_summer_description(
        { title, grades: camp.grades, campCount: camp.campCount, year: camp.year },
        { locale },
      ),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function SummerCamp({ loaderData }: Route.ComponentProps) {
  const { camp, details } = loaderData;
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader
        eyebrow={
          <span className="flex items-center gap-2 text-summer">
            <ProgramIcon program="summer" />
            {t(m.programs_summer_eyebrow)}
          </span>
        }
        title={t(m.programs_summer_title, { year: camp.year })}
        lead={t(m.programs_summer_lead, { grades: camp.grades })}
      />
      <PageBody className="space-y-10">
        <section aria-labelledby="summer-next-heading" className="prose-block">
          <h2 id="summer-next-heading">{t(m.programs_summer_next_heading, { year: camp.year })}</h2>
          <p className="text-xl font-bold text-brand-strong">{camp.update}.</p>
          <p>{camp.about}</p>
          <p>
            {t(m.programs_summer_cost)}{" "}
            <a href={localePath(href("/programs/subsidy"))}>
              {t(m.programs_subsidy_programs_link)}
            </a>
            .
          </p>
        </section>

        <DisclosureSection
          title={t(m.programs_summer_details_title, { year: details.summer.year })}
          summary={t(m.programs_summer_details_summary)}
        >
          <Summer2025Details {...details} />
        </DisclosureSection>
      </PageBody>
    </>
  );
}
