import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { fetchSheetRecords } from "~/lib/google/sheets";
import { toCampRows } from "./camp-rows";

/** The camps of one sheet tab. A failure is logged once, for whoever looks at the console. */
export function useCampRows(tab: string) {
  const query = useQuery({
    queryKey: ["summer-preview", tab],
    queryFn: async ({ signal }) => toCampRows(await fetchSheetRecords({ tab, signal })),
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return query;
}
