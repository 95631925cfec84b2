import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { fetchSheetTable } from "~/lib/google/sheets";
import { toCampRows, type WeekScheme } from "./camp-rows";
import { earlyCamps } from "./early-camps";

/** The camps of one sheet tab. A failure is logged once, for whoever looks at the console. */
export function useCampRows(tab: string, weeks: WeekScheme) {
  const query = useQuery({
    queryKey: ["summer-preview", tab],
    queryFn: async ({ signal }) =>
      toCampRows(await (earlyCamps.take(tab) ?? fetchSheetTable({ tab, signal })), tab, weeks),
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return query;
}
