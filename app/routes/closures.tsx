import { closuresPage, localize } from "~/content.server";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ClosureEntry } from "~/features/closures/closure-entry";
import {
  closuresByDay,
  subscribeData,
  type ClosureDay,
} from "~/features/closures/closure-views.server";
import { isShown } from "~/features/closures/closure-windows";
import { Dated } from "~/features/closures/dated";
import { pacificDay, type Day } from "~/features/closures/days";
import { SubscribeLinks } from "~/features/closures/subscribe-links";
import { seo } from "~/features/seo/seo.server";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~i18n/locale";
import type { Route } from "./+types/closures";

// Every closure still to come, by day, then those of this school year that have passed, with
// no script file: the closureDays script moves one from the first list to the second once it
// is over, in case the page was built before that.
export const handle: PageHandle = { inlineScripts: ["closureDays", "copyAddress"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const { page, intro, none, passed } = localize(closuresPage, locale);
  const today = pacificDay();
  return {
    title: page.title,
    intro,
    none,
    passedHeading: passed,
    today,
    days: closuresByDay(locale, today),
    passedDays: closuresByDay(locale, today, undefined, "passed"),
    calendar: subscribeData(locale),
    meta: seo({ url, ...page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/**
 * Closures by the day they start, each day a heading with an id, so the site search gives a
 * closure's day as the section it found it in.
 */
function ClosureDays({
  days,
  today,
  heading: Heading,
  idPrefix,
  anchored,
  over = false,
}: {
  days: ClosureDay[];
  today: Day;
  heading: "h2" | "h3";
  idPrefix: string;
  anchored: (id: string) => boolean;
  over?: boolean;
}) {
  return days.map((day) => (
    <Dated as="li" key={day.day} window={day.window} today={today}>
      <Heading id={`${idPrefix}-${day.day}`} className={Heading === "h2" ? "text-2xl" : "text-xl"}>
        {day.heading}
      </Heading>
      <ul className="mt-3 space-y-3">
        {day.closures.map((closure) => (
          <ClosureEntry
            key={closure.id}
            closure={closure}
            today={today}
            withDays={false}
            anchor={anchored(closure.id)}
            over={over}
          />
        ))}
      </ul>
    </Dated>
  ));
}

export default function Closures({ loaderData }: Route.ComponentProps) {
  const { title, intro, none, passedHeading, today, days, passedDays, calendar } = loaderData;
  // A closure over within a late build's margin is in both lists, shown in one at a time; the
  // links to it lead to the first, in which it is on the build's day.
  const coming = new Set(days.flatMap((day) => day.closures.map((closure) => closure.id)));
  const anyComing = days.some((day) => isShown(day.window, today));
  const anyPassed = passedDays.some((day) => isShown(day.window, today));
  return (
    <>
      <PageHeader title={title} lead={intro} />
      <PageBody className="grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-start">
        <div className="space-y-10">
          <div>
            <ol data-list="" hidden={!anyComing} className="space-y-8">
              <ClosureDays
                days={days}
                today={today}
                heading="h2"
                idPrefix="day"
                anchored={() => true}
              />
            </ol>
            <p data-empty="" hidden={anyComing} className="text-lg">
              {none}
            </p>
          </div>
          <section
            aria-labelledby="passed-heading"
            data-list=""
            hidden={!anyPassed}
            className="space-y-6"
          >
            <h2 id="passed-heading" className="text-2xl">
              {passedHeading}
            </h2>
            <ol className="space-y-6">
              <ClosureDays
                days={passedDays}
                today={today}
                heading="h3"
                idPrefix="passed"
                anchored={(id) => !coming.has(id)}
                over
              />
            </ol>
          </section>
        </div>
        <SubscribeLinks calendar={calendar} defaultOpen />
      </PageBody>
    </>
  );
}
