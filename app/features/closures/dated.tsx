import type { ComponentPropsWithoutRef, ElementType } from "react";
import { InlineScript } from "~/lib/inline-script";
import { isShown, type Window } from "./closure-windows";
import type { Day } from "./days";

type DatedProps<Tag extends ElementType> = {
  as?: Tag;
  window: Window;
  /** The day the page is drawn for: the build's, or the visitor's once React runs. */
  today: Day;
} & Omit<ComponentPropsWithoutRef<Tag>, "hidden">;

/**
 * An element shown only in its window of days: hidden by the page as drawn, and again on the
 * visitor's day by the closureDays script that follows its block (ClosureDaysScript), which
 * reads the same window from data-from and data-until. What the page hides on its own day stays
 * out of the site search (NOT_INDEXED in scripts/search-index.ts).
 */
export function Dated<Tag extends ElementType = "div">({
  as,
  window,
  today,
  ...rest
}: DatedProps<Tag>) {
  const Element: ElementType = as ?? "div";
  return (
    <Element
      {...rest}
      data-from={window.from}
      data-until={window.until}
      hidden={!isShown(window, today)}
      suppressHydrationWarning
    />
  );
}

/**
 * The script that shows the dated parts of the element just before it on the visitor's day;
 * the page's route names it in `handle.inlineScripts` so its policy allows it.
 */
export function ClosureDaysScript() {
  return <InlineScript name="closureDays" />;
}
