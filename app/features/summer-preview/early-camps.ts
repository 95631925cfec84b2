import { earlyRequest } from "~/lib/early-request";
import { fetchSheetTable, type SheetTable } from "~/lib/google/sheets";

/** The sheet tab of the page's camps, asked for before React hydrates the page. */
export const earlyCamps = earlyRequest<string, SheetTable>();

/**
 * Asks Google for the tab the prerendered page names (its camp list's `data-sheet-tab`, which
 * the route's code finds in place when it runs); the list's first query takes the answer.
 */
export function startEarlyCamps() {
  const tab = document.querySelector<HTMLElement>("[data-sheet-tab]")?.dataset.sheetTab;
  if (tab) earlyCamps.start(tab, () => fetchSheetTable({ tab }));
}
