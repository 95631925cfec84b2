import type { ReactNode } from "react";
import type { AsOf } from "~content/dated";
import type { Day } from "~i18n/days";
import { Dated } from "~/features/closures/dated";

/**
 * A fact true until its last day (the registration news, a catalog, a summer's news), or the
 * neutral words that take its place. A page built before the last day carries both, the claim
 * until then and the words from the day after, and the closureDays script, which the page's route
 * names, shows the right one on the visitor's day, as React does where it runs (`today`). A page built after
 * carries only the words. Neither is in the search index: which one shows depends on the day.
 */
export function UntilLastDay<Claim, Instead>({
  fact,
  today,
  claim,
  instead,
}: {
  /** The fact as the loader gives it for the build's day (content/dated.ts), localized. */
  fact: AsOf<Claim, Instead>;
  /** The build's day, or the visitor's once React runs (useToday). */
  today: Day;
  claim: (claim: Claim) => ReactNode;
  instead: (instead: Instead) => ReactNode;
}) {
  if (fact.claim === null) return <div data-pagefind-ignore="all">{instead(fact.instead)}</div>;
  return (
    <div data-pagefind-ignore="all">
      <Dated window={{ until: fact.lastDay }} today={today}>
        {claim(fact.claim)}
      </Dated>
      <Dated window={{ from: fact.dayAfter }} today={today}>
        {instead(fact.instead)}
      </Dated>
    </div>
  );
}
