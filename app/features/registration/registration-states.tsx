import type { ElementType, ReactNode } from "react";
import type { Day } from "~i18n/days";
import { Dated } from "~/features/closures/dated";
import type { RegistrationView } from "./registration-view";

/**
 * Where a program's registration stands, each state on its own days: a page carries those that
 * may come due before its next build, and the closureDays script (or React) shows the one of the
 * visitor's day. None is in the site search, since which one shows depends on the day. Each
 * names its program and state (data-registration, data-kind), which the checks of the built
 * pages hold against the seasons.
 */
export function RegistrationStates<View extends RegistrationView>({
  views,
  today,
  as,
  children,
}: {
  views: readonly View[];
  /** The build's day, or the visitor's once React runs (useToday). */
  today: Day;
  /** The element each state is drawn in. */
  as?: ElementType;
  children: (view: View) => ReactNode;
}) {
  return views.map((view) => (
    <Dated
      key={`${view.kind} ${view.window.from ?? ""}`}
      as={as}
      window={view.window}
      today={today}
      data-pagefind-ignore="all"
      data-registration={view.program}
      data-kind={view.kind}
    >
      {children(view)}
    </Dated>
  ));
}
