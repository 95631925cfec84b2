import type { ClosureView } from "./closure-views.server";
import { ClosureEntry } from "./closure-entry";
import { isShown } from "./closure-windows";
import type { Day } from "./days";
import { SubscribeLinks, type SubscribeData } from "./subscribe-links";

export interface SiteClosuresData {
  /** Its closures of the next two weeks. */
  soon: ClosureView[];
  /** Its other closures of this school year, each until it comes among the next two weeks. */
  later: ClosureView[];
  today: Day;
  words: {
    heading: string;
    soon: string;
    none: string;
    later: string;
    noneLater: string;
    allClosures: string;
  };
  calendar: SubscribeData;
}

/**
 * One group of closures with its heading, and the sentence for none, each entry shown in its
 * window of days; the page's closureDays script shows them again on the visitor's day.
 */
function Group({
  heading,
  none,
  closures,
  today,
  markToday,
}: {
  heading: string;
  none: string;
  closures: ClosureView[];
  today: Day;
  /** Whether an entry says "Today" on its days (a closure of later never is). */
  markToday: boolean;
}) {
  const any = closures.some((closure) => isShown(closure.window, today));
  return (
    <div className="space-y-3">
      <h3 className="text-xl">{heading}</h3>
      <ul data-list="" hidden={!any} suppressHydrationWarning className="space-y-3">
        {closures.map((closure) => (
          <ClosureEntry key={closure.id} closure={closure} today={today} markToday={markToday} />
        ))}
      </ul>
      <p data-empty="" hidden={any} suppressHydrationWarning>
        {none}
      </p>
    </div>
  );
}

/**
 * A location's page: its closures of the next two weeks first, then the rest of this school
 * year's, so none is missing from its page; a link to all, and its calendar.
 */
export function SiteClosures({
  data,
  closuresHref,
}: {
  data: SiteClosuresData;
  /** The Closures page in the page's language. */
  closuresHref: string;
}) {
  const { soon, later, today, words, calendar } = data;
  return (
    // Which closures it lists, and its "next two weeks", hold on the day it was built: the site
    // search finds closures on the Closures page, with their days, instead.
    <section aria-labelledby="closures-heading" data-pagefind-ignore="all" className="space-y-6">
      <h2 id="closures-heading" className="text-2xl">
        {words.heading}
      </h2>
      <Group heading={words.soon} none={words.none} closures={soon} today={today} markToday />
      <Group
        heading={words.later}
        none={words.noneLater}
        closures={later}
        today={today}
        markToday={false}
      />
      <p>
        <a href={closuresHref} className="inline-flex min-h-11 items-center font-bold">
          {words.allClosures}
        </a>
      </p>
      <SubscribeLinks calendar={calendar} headingLevel="h3" />
    </section>
  );
}
