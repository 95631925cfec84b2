import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { parseWeek } from "./camp-rows";

/**
 * Week and search live in the URL (`?week=3&q=art`) so a filtered list can be shared and
 * survives a reload. The search box keeps its own state so typing never waits on the router.
 */
export function usePreviewFilters(weekCount: number) {
  const [params, setParams] = useSearchParams();
  const week = parseWeek(params.get("week"), weekCount);
  const [query, setQueryText] = useState(() => params.get("q") ?? "");

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setWeek = useCallback(
    (value: number | null) => update({ week: value === null ? null : String(value) }),
    [update],
  );
  const setQuery = useCallback(
    (value: string) => {
      setQueryText(value);
      update({ q: value.trim() === "" ? null : value });
    },
    [update],
  );
  const clear = useCallback(() => {
    setQueryText("");
    update({ week: null, q: null });
  }, [update]);

  return { week, query, setWeek, setQuery, clear };
}
