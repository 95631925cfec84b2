// Searching the site's index with Pagefind's JavaScript API. Pagefind's script is not part of
// the site's bundle: the build writes it beside the index (scripts/search-index.ts), and the
// search page imports it from there the first time someone searches. Pagefind loads the index
// of the page's language (<html lang>), so a Spanish search finds only Spanish pages.

/** Where the build puts Pagefind's script, beside the index it searches. */
const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";

/** Results shown at once; "Show more results" adds as many again. */
export const RESULTS_PER_PAGE = 10;

/** Sections of a page (its headings with an id) shown under it, at most. */
const SECTIONS_PER_RESULT = 3;

/** What Pagefind's API gives for one result, as far as this page reads it. */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  /** The page's parts under each heading with an id where the words are, in page order. */
  sub_results: Array<{
    url: string;
    title: string;
    excerpt: string;
    /** Each matched word, scored by how well it matches and how rare it is on the site. */
    weighted_locations: Array<{ balanced_score: number }>;
  }>;
}

/** The part of Pagefind's JavaScript API this page uses (pagefind.app/docs/api). */
export interface Pagefind {
  options(options: { noWorker?: boolean; excerptLength?: number }): Promise<void>;
  search(query: string): Promise<{ results: Array<{ data(): Promise<PagefindResultData> }> }>;
}

/** A part of an excerpt: words as written, and whether they matched the search. */
export interface ExcerptPart {
  text: string;
  matched: boolean;
}

export interface SearchHit {
  url: string;
  title: string;
  excerpt: ExcerptPart[];
  /** The sections of the page where the words are, each a link to its heading. */
  sections: Array<{ url: string; title: string; excerpt: ExcerptPart[] }>;
}

export interface SearchPage {
  /** How many pages match in all. */
  total: number;
  hits: SearchHit[];
}

const entities: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', "#39": "'" };

/**
 * An excerpt as Pagefind writes it, the page's text with its `<` and `>` escaped and the
 * matched words in <mark>, as parts to render: no markup from the index reaches the page.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/<mark>([\s\S]*?)<\/mark>/)
    .map((text, index) => ({
      text: text.replace(/&(lt|gt|amp|quot|#39);/g, (_, name: string) => entities[name]!),
      matched: index % 2 === 1,
    }))
    .filter((part) => part.text !== "");
}

/** A result's address as the site writes it: "/es/contact#billing-heading". */
function sitePath(url: string): string {
  const parsed = new URL(url, "https://site.invalid");
  const path = parsed.pathname.replace(/(.)\/$/, "$1");
  return `${path}${parsed.hash}`;
}

const score = (section: PagefindResultData["sub_results"][number]) =>
  section.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);

/** Pagefind's answer for one result, as the page shows it. */
export function toHit(data: PagefindResultData): SearchHit {
  const url = sitePath(data.url);
  return {
    url,
    title: data.meta.title ?? url,
    excerpt: excerptParts(data.excerpt),
    // The sections that match best (the page's own start left out): a section where the rare
    // words of the search are beats a long one full of "de" and "su".
    sections: data.sub_results
      .map((section) => ({ ...section, url: sitePath(section.url), score: score(section) }))
      .filter((section) => section.url.includes("#"))
      .sort((a, b) => b.score - a.score)
      .slice(0, SECTIONS_PER_RESULT)
      .map(({ url: sectionUrl, title, excerpt }) => ({
        url: sectionUrl,
        title,
        excerpt: excerptParts(excerpt),
      })),
  };
}

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind, imported from the built site on the first search (never bundled), searching on the
 * page itself: the index is small, and its web worker would be one more file to download.
 * A failed import is forgotten, so that the next search tries again.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<Pagefind>).then(
    async (pagefind) => {
      await pagefind.options({ noWorker: true, excerptLength: 26 });
      return pagefind;
    },
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** One page of results for `query`: the results from `from` on, and how many there are in all. */
export async function searchSite(
  query: string,
  from: number,
  pagefind: Pagefind | Promise<Pagefind> = loadPagefind(),
): Promise<SearchPage> {
  const { results } = await (await pagefind).search(query);
  const page = results.slice(from, from + RESULTS_PER_PAGE);
  return { total: results.length, hits: (await Promise.all(page.map((r) => r.data()))).map(toHit) };
}
