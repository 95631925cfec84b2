import { href } from "react-router";
import { comingSummerOn, localize, mainOffice, programById, summerCamp } from "~/content.server";
import { DisclosureSection } from "~/components/ui/disclosure-section";
import { FilledText } from "~/components/ui/filled-text";
import { PhoneLink } from "~/components/ui/phone-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { summer2025Details } from "~/features/summer-2025/summer-2025-data.server";
import { Summer2025Details } from "~/features/summer-2025/summer-2025-details";
import { UntilLastDay } from "~/features/dated-facts/until-last-day";
import { pacificDay } from "~i18n/days";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~i18n/locale";
import { useLocalePath } from "~/lib/locale-context";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/summer-camp";

// The news of the coming summer ends on its last day, and runs the closureDays script.
export const handle: PageHandle = { inlineScripts: ["closureDays"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const { page, eyebrow, lead, about, cost } = localize(summerCamp, locale);
  const today = pacificDay();
  return {
    camp: { page, eyebrow, lead, about, cost },
    comingSummer: localize(comingSummerOn(today), locale),
    mainPhone: mainOffice.phone,
    today,
    subsidyPrograms: localize(programById("subsidy").inSentence, locale),
    details: summer2025Details(locale),
    meta: seo({ url, ...page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function SummerCamp({ loaderData }: Route.ComponentProps) {
  const { camp, comingSummer, mainPhone, today, subsidyPrograms, details } = loaderData;
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
        <div className="prose-block">
          <UntilLastDay
            fact={comingSummer}
            today={today}
            claim={({ heading, update }) => (
              <section aria-labelledby="summer-next-heading" className="space-y-4">
                <h2 id="summer-next-heading">{heading}</h2>
                <p className="text-xl font-bold text-brand-strong">{update}</p>
              </section>
            )}
            instead={({ heading, text }) => (
              <section aria-labelledby="summer-past-heading" className="space-y-4">
                <h2 id="summer-past-heading">{heading}</h2>
                <p>
                  <FilledText text={text} values={{ phone: <PhoneLink phone={mainPhone} /> }} />
                </p>
              </section>
            )}
          />
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
        </div>

        <DisclosureSection title={details.title} summary={details.summary}>
          <Summer2025Details {...details} />
        </DisclosureSection>
      </PageBody>
    </>
  );
}
