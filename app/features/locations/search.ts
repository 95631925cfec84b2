import type { SearchEntry } from "./search-entry";

/**
 * A text as the search compares it: lowercase and without accents or tildes, so "dias" finds
 * "días" and "senor" finds "señor", as people type on a phone or an English keyboard.
 */
export function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Entries whose title contains the text, ignoring case and accents; blank text matches
 * nothing. The index's order is kept, so results read the same every time.
 */
export function searchEntries(entries: readonly SearchEntry[], text: string): SearchEntry[] {
  const needle = searchable(text.trim());
  if (!needle) return [];
  return entries.filter((entry) => searchable(entry.title).includes(needle));
}

export function isInternalUrl(url: string): boolean {
  return url.startsWith("/");
}
