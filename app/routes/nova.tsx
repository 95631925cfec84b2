import { BookOpen } from "lucide-react";
import {
  localize,
  mainOffice,
  novaCategories,
  novaPageOn,
  pricesOn,
  programById,
  registrationWords,
} from "~/content.server";
import { ButtonLink } from "~/components/ui/button-link";
import { FilledText } from "~/components/ui/filled-text";
import { PhoneLink } from "~/components/ui/phone-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { ProgramCostSection } from "~/features/galaxy-pricing/program-cost";
import { NovaClassBrowser } from "~/features/nova/nova-class-browser";
import { useToday } from "~/features/closures/use-today";
import { UntilLastDay } from "~/features/dated-facts/until-last-day";
import { RegistrationStates } from "~/features/registration/registration-states";
import { registrationViews } from "~/features/registration/registration.server";
import type { PageHandle } from "~/lib/page-handle";
import { pacificDay } from "~i18n/days";
import { pageLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/nova";

// The class categories switch as tabs or an accordion in the browser; the registration banner,
// which follows Nova's seasons day by day, and the catalog's link, which ends with its school
// year, run the closureDays script.
export const handle: PageHandle = { hydrate: true, inlineScripts: ["closureDays"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const program = localize(programById("nova"), locale);
  const today = pacificDay();
  const page = localize(novaPageOn(today), locale);
  return {
    name: program.name,
    // The program's one-line label, as its icon says everywhere: "After School Enrichment".
    eyebrow: program.tooltip,
    page,
    registration: registrationViews("nova", locale, today),
    bannerName: registrationWords.heading[locale],
    categories: localize(novaCategories, locale),
    cost: pricesOn.programPage("nova", locale),
    mainPhone: mainOffice.phone,
    buildDay: today,
    meta: seo({
      url,
      title: program.name,
      description: page.description,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Nova({ loaderData }: Route.ComponentProps) {
  const { name, eyebrow, page, categories, cost, mainPhone, buildDay } = loaderData;
  const { registration, bannerName } = loaderData;
  const { catalogLink } = page;
  const today = useToday(buildDay);
  const phone = <PhoneLink phone={mainPhone} />;
  return (
    <>
      <PageHeader title={name} eyebrow={eyebrow} lead={page.lead} />
      <PageBody className="space-y-10">
        <section
          aria-label={bannerName}
          className="rounded-2xl border border-line bg-nova-soft p-6"
        >
          <RegistrationStates views={registration} today={today}>
            {(view) => (
              <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="flex items-center gap-3 text-xl font-extrabold text-ink">
                    <ProgramIcon program="nova" className="size-7 shrink-0" />
                    {view.heading}
                  </p>
                  {view.line && (
                    <p className="mt-2 text-ink">
                      <FilledText text={view.line} values={{ phone }} />
                    </p>
                  )}
                </div>
                {/* The registration site is in English only. */}
                {view.href && (
                  <ButtonLink to={view.href} external english>
                    {page.banner.cta}
                  </ButtonLink>
                )}
              </div>
            )}
          </RegistrationStates>
        </section>

        <section aria-labelledby="classes-heading">
          <h2 id="classes-heading" className="mb-4 text-2xl">
            {page.classesHeading}
          </h2>
          <NovaClassBrowser categories={categories} />
        </section>

        <ProgramCostSection cost={cost} />

        <section
          aria-labelledby="catalog-heading"
          className="rounded-2xl border border-line bg-mist p-6"
        >
          <h2 id="catalog-heading" className="flex items-center gap-2 text-2xl">
            <BookOpen className="size-6 text-nova" aria-hidden="true" />
            {page.catalogTitle}
          </h2>
          <UntilLastDay
            fact={catalogLink}
            today={today}
            claim={({ text, linkText, href }) => (
              <>
                <p className="mt-2 max-w-prose">{text}</p>
                {/* The catalog is a PDF in English. */}
                <ButtonLink
                  to={href}
                  external
                  english
                  format="PDF"
                  variant="secondary"
                  className="mt-4"
                >
                  {linkText}
                </ButtonLink>
              </>
            )}
            instead={(text) => (
              <p className="mt-2 max-w-prose">
                <FilledText text={text} values={{ phone }} />
              </p>
            )}
          />
        </section>
      </PageBody>
    </>
  );
}
