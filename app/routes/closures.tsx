import { closuresPage, localize } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ClosureEntry } from "~/features/closures/closure-entry";
import { closuresByDay, subscribeData } from "~/features/closures/closure-views.server";
import { Dated } from "~/features/closures/dated";
import { pacificDay } from "~/features/closures/days";
import { SubscribeLinks } from "~/features/closures/subscribe-links";
import { seo } from "~/features/seo/seo.server";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~i18n/locale";
import type { Route } from "./+types/closures";

// Every closure still to come, by day, with no script file: the closureDays script hides one
// once it is over, in case the page was built before that.
export const handle: PageHandle = { inlineScripts: ["closureDays"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const { page, intro, none } = localize(closuresPage, locale);
  const today = pacificDay();
  return {
    title: page.title,
    intro,
    none,
    today,
    days: closuresByDay(locale, today),
    calendar: subscribeData(locale),
    meta: seo({ url, ...page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Closures({ loaderData }: Route.ComponentProps) {
  const { title, intro, none, today, days, calendar } = loaderData;
  return (
    <>
      <PageHeader title={title} lead={intro} />
      <PageBody className="grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-start">
        <div>
          <ol data-list="" hidden={days.length === 0} className="space-y-8">
            {days.map((day) => (
              <Dated as="li" key={day.day} window={{ until: day.until }} today={today}>
                <h2 className="text-2xl">{day.heading}</h2>
                <ul className="mt-3 space-y-3">
                  {day.closures.map((closure) => (
                    <ClosureEntry
                      key={closure.id}
                      closure={closure}
                      today={today}
                      withDays={false}
                      anchor
                    />
                  ))}
                </ul>
              </Dated>
            ))}
          </ol>
          <p data-empty="" hidden={days.length > 0} className="text-lg">
            {none}
          </p>
        </div>
        <SubscribeLinks calendar={calendar} defaultOpen />
      </PageBody>
    </>
  );
}
