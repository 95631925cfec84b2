import type { ClosureView } from "./closure-views.server";
import { ClosureEntry } from "./closure-entry";
import { isShown } from "./closure-windows";
import type { Day } from "./days";
import { SubscribeLinks, type SubscribeData } from "./subscribe-links";

export interface SiteClosuresData {
  closures: ClosureView[];
  today: Day;
  words: { heading: string; none: string; allClosures: string };
  calendar: SubscribeData;
}

/** A location's page: its closures in the next two weeks, a link to all, and its calendar. */
export function SiteClosures({
  data,
  closuresHref,
}: {
  data: SiteClosuresData;
  /** The Closures page in the page's language. */
  closuresHref: string;
}) {
  const { closures, today, words, calendar } = data;
  const any = closures.some((closure) => isShown(closure.window, today));
  return (
    // Which closures it lists, and its "next two weeks", hold on the day it was built: the site
    // search finds closures on the Closures page, with their days, instead.
    <section aria-labelledby="closures-heading" data-pagefind-ignore="all" className="space-y-4">
      <h2 id="closures-heading" className="text-2xl">
        {words.heading}
      </h2>
      <div>
        <ul data-list="" hidden={!any} suppressHydrationWarning className="space-y-3">
          {closures.map((closure) => (
            <ClosureEntry key={closure.id} closure={closure} today={today} />
          ))}
        </ul>
        <p data-empty="" hidden={any} suppressHydrationWarning>
          {words.none}
        </p>
      </div>
      <p>
        <a href={closuresHref} className="inline-flex min-h-11 items-center font-bold">
          {words.allClosures}
        </a>
      </p>
      <SubscribeLinks calendar={calendar} headingLevel="h3" />
    </section>
  );
}
