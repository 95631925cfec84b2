import { href } from "react-router";
import {
  localize,
  mainOffice,
  programById,
  summerCamp,
  summerHeading,
  summerPrice,
  summerPriceOn,
} from "~/content.server";
import { ButtonLink } from "~/components/ui/button-link";
import { DisclosureSection } from "~/components/ui/disclosure-section";
import { FilledText } from "~/components/ui/filled-text";
import { PhoneLink } from "~/components/ui/phone-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { summer2025Details } from "~/features/summer-2025/summer-2025-data.server";
import { Summer2025Details } from "~/features/summer-2025/summer-2025-details";
import { RegistrationStates } from "~/features/registration/registration-states";
import { registrationViews } from "~/features/registration/registration.server";
import { pacificDay } from "~i18n/days";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~i18n/locale";
import { useLocalePath } from "~/lib/locale-context";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/summer-camp";

// The coming summer follows Summer Camp's seasons day by day, and runs the closureDays script.
export const handle: PageHandle = { inlineScripts: ["closureDays"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const { page, eyebrow, lead, about, cost, whenPast } = localize(summerCamp, locale);
  const today = pacificDay();
  const summer = localize(programById("summer"), locale);
  // Its weekly fee, with the summer it is for, while that summer is coming or under way.
  const price = summerPriceOn(today) ? summerPrice(locale) : null;
  return {
    camp: { page, eyebrow, lead, about, cost, whenPast },
    // Each state of the registration with the heading of its summer: "Summer 2027".
    coming: registrationViews("summer", locale, today).map((view) => ({
      ...view,
      title: view.season ? summerHeading(view.season)[locale] : null,
      price: price && view.season === price.year ? price.text : null,
    })),
    registerLabel: summer.registerLabel,
    mainPhone: mainOffice.phone,
    today,
    subsidyPrograms: localize(programById("subsidy").inSentence, locale),
    details: summer2025Details(locale),
    meta: seo({ url, ...page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function SummerCamp({ loaderData }: Route.ComponentProps) {
  const { camp, coming, registerLabel, mainPhone, today, subsidyPrograms, details } = loaderData;
  const phone = <PhoneLink phone={mainPhone} />;
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
          <RegistrationStates views={coming} today={today} as="section">
            {(view) =>
              view.kind === "none" || !view.title ? (
                <>
                  <h2>{camp.whenPast.heading}</h2>
                  <p>
                    <FilledText text={camp.whenPast.text} values={{ phone }} />
                  </p>
                </>
              ) : (
                <>
                  <h2>{view.title}</h2>
                  {view.runs && <p>{view.runs}</p>}
                  {view.price && <p>{view.price}</p>}
                  <p className="text-xl font-bold text-brand-strong">{view.heading}</p>
                  {view.line && (
                    <p>
                      <FilledText text={view.line} values={{ phone }} />
                    </p>
                  )}
                  {view.href && (
                    <ButtonLink to={view.href} external english>
                      {registerLabel}
                    </ButtonLink>
                  )}
                </>
              )
            }
          </RegistrationStates>
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
