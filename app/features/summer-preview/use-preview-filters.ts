import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { parseWeek } from "./camp-rows";

/**
 * Week and search live in the URL (`?week=3&q=art`) so a filtered list can be shared and
 * survives a reload. The page reads them from the URL once and then keeps them itself, writing
 * each change back to the URL: two quick changes (clearing the search, then picking a week) are
 * two navigations, and the earlier one must not undo the later.
 */
export function usePreviewFilters(weekCount: number) {
  const [params, setParams] = useSearchParams();
  const [week, setWeek] = useState(() => parseWeek(params.get("week"), weekCount));
  const [query, setQuery] = useState(() => params.get("q") ?? "");

  const wanted = new URLSearchParams(params);
  wanted.delete("week");
  wanted.delete("q");
  if (week !== null) wanted.set("week", String(week));
  if (query.trim() !== "") wanted.set("q", query);
  const address = wanted.toString();
  const shown = params.toString();
  useEffect(() => {
    if (address !== shown) {
      setParams(new URLSearchParams(address), { replace: true, preventScrollReset: true });
    }
  }, [address, shown, setParams]);

  const clear = useCallback(() => {
    setWeek(null);
    setQuery("");
  }, []);

  return { week, query, setWeek, setQuery, clear };
}
