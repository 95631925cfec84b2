import type { UIMatch } from "react-router";
import type { InlineScriptName } from "./inline-scripts";
import type { PageUse } from "./security-policy";

/**
 * What a route tells the document around it; root.tsx reads it from every match, as in
 * React Router's "disabling JavaScript" guide. A page without `hydrate` is HTML and CSS only:
 * no script file, just the layout's few inline scripts.
 */
export interface PageHandle {
  /** The page needs React in the browser, so root renders React Router's <Scripts/>. */
  hydrate?: boolean;
  /** Inline scripts of the page beyond the layout's own, so its security policy allows them. */
  inlineScripts?: InlineScriptName[];
  /** The outside hosts it reaches, or the search index it searches: its policy allows those and no more. */
  uses?: PageUse[];
  /**
   * The page is shown at any address that has no page (Not Found), so it has no twin in the
   * other language: its language link leads to that language's home page.
   */
  noAddress?: boolean;
}

export interface PageNeeds {
  hydrate: boolean;
  inlineScripts: InlineScriptName[];
  uses: PageUse[];
}

/** What the matched routes of a page ask for, together. */
export function pageNeeds(matches: UIMatch[]): PageNeeds {
  const handles = matches.map((match) => (match.handle ?? {}) as PageHandle);
  return {
    hydrate: handles.some((handle) => handle.hydrate === true),
    inlineScripts: handles.flatMap((handle) => handle.inlineScripts ?? []),
    uses: [...new Set(handles.flatMap((handle) => handle.uses ?? []))],
  };
}

/** Whether the page has no address of its own (PageHandle.noAddress). */
export const hasNoAddress = (matches: UIMatch[]) =>
  matches.some((match) => (match.handle as PageHandle | undefined)?.noAddress === true);
