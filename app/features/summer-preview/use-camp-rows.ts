import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { fetchSheetTable } from "~/lib/google/sheets";
import type { BuiltCamps } from "./built-camps";
import { toCampRows, type WeekScheme } from "./camp-rows";
import { earlyCamps } from "./early-camps";

/**
 * The camps of one sheet tab. A failure is logged once, for whoever looks at the console. A
 * whole list the build read is the query's first data, counted as read at time 0 so that the
 * page asks the sheet again at once.
 */
export function useCampRows(tab: string, weeks: WeekScheme, built?: BuiltCamps) {
  const whole = built && built.rows.length === built.total ? built.rows : undefined;
  const query = useQuery({
    queryKey: ["summer-preview", tab],
    queryFn: async ({ signal }) =>
      toCampRows(await (earlyCamps.take(tab) ?? fetchSheetTable({ tab, signal })), tab, weeks),
    ...(whole ? { initialData: whole, initialDataUpdatedAt: 0 } : {}),
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return query;
}
