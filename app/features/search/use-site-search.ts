import { useEffect } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { searchSite, type Pagefind, type SearchPage } from "./site-search";

/** Results shown so far over the pages of results loaded. */
export const shownCount = (pages: readonly SearchPage[]) =>
  pages.reduce((count, page) => count + page.hits.length, 0);

/**
 * The results for `query` (none is searched for an empty one), a page of them at a time. A
 * query's results stay for the visit, so going back to an earlier search shows them at once;
 * an answer for an earlier query never replaces a later one's (each has its own key). A failure
 * is logged once, for whoever looks at the console.
 */
export function useSiteSearch(query: string, pagefind?: () => Promise<Pagefind>) {
  const search = useInfiniteQuery({
    queryKey: ["site-search", query],
    queryFn: ({ pageParam }) => searchSite(query, pageParam, pagefind?.()),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      shownCount(pages) < last.total ? shownCount(pages) : undefined,
    enabled: query !== "",
  });
  const { error } = search;
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return search;
}
