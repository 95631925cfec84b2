import type { SummerPreview } from "~content/summer-previews";
import { readAtBuild } from "~/lib/google/build-reads.server";
import { fetchSheetTable } from "~/lib/google/sheets";
import type { BuiltCamps } from "./built-camps";
import { toCampRows } from "./camp-rows";
import { SLICE } from "./use-rows-in-slices";

/**
 * How many camps a page carries: the first slice the list draws anyway. A sheet of thousands
 * would make a page of megabytes; past this the browser reads the rest, as before.
 */
export const BUILT_ROWS = SLICE;

/** The first camps of a preview's tab as the sheet has them while the site is built. */
export async function readBuiltCamps(
  preview: Pick<SummerPreview, "tab" | "weekPrefix" | "weekCount">,
): Promise<BuiltCamps | undefined> {
  const { tab, weekPrefix, weekCount } = preview;
  const read = await readAtBuild(`Camps of the ${tab} tab`, async (signal) =>
    toCampRows(await fetchSheetTable({ tab, signal }), tab, { prefix: weekPrefix, weekCount }),
  );
  if (!read) return undefined;
  return { rows: read.data.slice(0, BUILT_ROWS), total: read.data.length, readAt: read.readAt };
}
