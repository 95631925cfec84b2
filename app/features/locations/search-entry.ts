// What the site search finds; the index itself is built from content while the page is
// prerendered (search-index.server.ts).

export const searchKinds = [
  "site",
  "program",
  "topic",
  "account",
  "pricing",
  "district",
  "page",
] as const;

export type SearchKind = (typeof searchKinds)[number];

/** One thing the site search can find, in the language of the page searching. */
export interface SearchEntry {
  /** The same in both languages. */
  id: string;
  title: string;
  /** A path of this site in the page's language, or an https address elsewhere. */
  url: string;
  kind: SearchKind;
  /** The address is elsewhere and in English only: the account site, a PDF, a district site. */
  english: boolean;
}
