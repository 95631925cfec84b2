import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { parseWeek } from "./camp-rows";

/**
 * Week and search live in the URL (`?week=3&q=art`) so a filtered list can be shared and
 * survives a reload. The page reads them from the URL once and then keeps them itself, writing
 * each change back to the URL: two quick changes (clearing the search, then picking a week) are
 * two navigations, and the earlier one must not undo the later. A list hydrating over the
 * prerendered page (`fromUrl` false) starts unfiltered, as the HTML was made, and takes the
 * URL's filters when `fromUrl` turns true, right after hydration.
 */
export function usePreviewFilters(weekCount: number, fromUrl = true) {
  const [params, setParams] = useSearchParams();
  const [week, setWeek] = useState(() =>
    fromUrl ? parseWeek(params.get("week"), weekCount) : null,
  );
  const [query, setQuery] = useState(() => (fromUrl ? (params.get("q") ?? "") : ""));
  const [adopted, setAdopted] = useState(fromUrl);
  if (fromUrl && !adopted) {
    setAdopted(true);
    setWeek(parseWeek(params.get("week"), weekCount));
    setQuery(params.get("q") ?? "");
  }

  const wanted = new URLSearchParams(params);
  wanted.delete("week");
  wanted.delete("q");
  if (week !== null) wanted.set("week", String(week));
  if (query.trim() !== "") wanted.set("q", query);
  const address = wanted.toString();
  const shown = params.toString();
  useEffect(() => {
    if (adopted && address !== shown) {
      setParams(new URLSearchParams(address), { replace: true, preventScrollReset: true });
    }
  }, [adopted, address, shown, setParams]);

  const clear = useCallback(() => {
    setWeek(null);
    setQuery("");
  }, []);

  return { week, query, setWeek, setQuery, clear };
}
