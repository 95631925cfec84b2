import { href } from "react-router";
import { programById, summerCamp, localize } from "~/content.server";
import { DisclosureSection } from "~/components/ui/disclosure-section";
import { FilledText } from "~/components/ui/filled-text";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { summer2025Details } from "~/features/summer-2025/summer-2025-data.server";
import { Summer2025Details } from "~/features/summer-2025/summer-2025-details";
import { pageLocale } from "~i18n/locale";
import { useLocalePath } from "~/lib/locale-context";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/summer-camp";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const camp = localize(summerCamp, locale);
  return {
    camp,
    subsidyPrograms: localize(programById("subsidy").inSentence, locale),
    details: summer2025Details(locale),
    meta: seo({ url, ...camp.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function SummerCamp({ loaderData }: Route.ComponentProps) {
  const { camp, subsidyPrograms, details } = loaderData;
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader
        eyebrow={
          <span className="flex items-center gap-2 text-summer">
            <ProgramIcon program="summer" />
            {camp.eyebrow}
          </span>
        }
        title={camp.page.title}
        lead={camp.lead}
      />
      <PageBody className="space-y-10">
        <section aria-labelledby="summer-next-heading" className="prose-block">
          <h2 id="summer-next-heading">{camp.nextHeading}</h2>
          <p className="text-xl font-bold text-brand-strong">{camp.update}</p>
          <p>{camp.about}</p>
          <p>
            <FilledText
              text={camp.cost}
              values={{
                subsidyPrograms: (
                  <a href={localePath(href("/programs/subsidy"))}>{subsidyPrograms}</a>
                ),
              }}
            />
          </p>
        </section>

        <DisclosureSection title={details.title} summary={details.summary}>
          <Summer2025Details {...details} />
        </DisclosureSection>
      </PageBody>
    </>
  );
}
