import type { SearchEntry } from "~content/search-index";

/** Entries whose title contains the text, ignoring case; blank text matches nothing. */
export function searchEntries(entries: readonly SearchEntry[], text: string): SearchEntry[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return entries.filter((entry) => entry.title.toLowerCase().includes(needle));
}

export function isInternalUrl(url: string): boolean {
  return url.startsWith("/");
}
