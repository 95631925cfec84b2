import type { ComponentPropsWithoutRef, ElementType } from "react";
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
 * visitor's day by the closureDays script (app/lib/inline-scripts.ts), which reads the same
 * window from data-from and data-until. The script is written once, at the end of the page, for
 * every route that names it in `handle.inlineScripts` (root.tsx), so a page's dated parts need
 * nothing beside them. What the page hides on its own day stays out of the site search
 * (NOT_INDEXED in scripts/search-index.ts).
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
