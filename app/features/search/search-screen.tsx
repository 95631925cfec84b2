import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { href, useSearchParams } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { FilledText } from "~/components/ui/filled-text";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PhoneLink } from "~/components/ui/phone-link";
import { useLocalePath, useTranslate } from "~/lib/locale-context";
import { useHydrated } from "~/lib/use-hydrated";
import { m } from "~i18n/paraglide/messages";
import type { ExcerptPart, Pagefind, SearchHit } from "./site-search";
import { shownCount, useSiteSearch } from "./use-site-search";

export interface SearchWords {
  page: { title: string };
  lead: string;
  help: string;
  contactLink: string;
  noScript: string;
}

interface SearchScreenProps {
  words: SearchWords;
  /** The main office's phone and e-mail, offered when a search finds nothing. */
  office: { phone: string; email: string };
  /** Pagefind in place of the built site's, for tests. */
  pagefind?: () => Promise<Pagefind>;
}

const INPUT_ID = "search-query";

/** Words that matched the search, marked in a result's excerpt. */
function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  return parts.map((part, index) =>
    part.matched ? (
      <mark key={index} className="rounded-sm bg-accent/40 px-0.5 font-bold text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** How families reach a person: the Contact page, the main office's e-mail and phone. */
function Help({ words, office }: Pick<SearchScreenProps, "words" | "office">) {
  const localePath = useLocalePath();
  return (
    <p className="mt-3 max-w-prose">
      <FilledText
        text={words.help}
        values={{
          contact: <a href={localePath(href("/contact"))}>{words.contactLink}</a>,
          email: <a href={`mailto:${office.email}`}>{office.email}</a>,
          phone: <PhoneLink phone={office.phone} />,
        }}
      />
    </p>
  );
}

function Result({ hit }: { hit: SearchHit }) {
  const t = useTranslate();
  return (
    <li className="rounded-2xl border border-line bg-white p-5">
      <h2 className="text-xl">
        <a href={hit.url}>{hit.title}</a>
      </h2>
      <p className="mt-2">
        <Excerpt parts={hit.excerpt} />
      </p>
      {hit.sections.length > 0 && (
        <ul
          aria-label={t(m.search_sections, { page: hit.title })}
          className="mt-3 space-y-3 border-l-4 border-brand-soft pl-4"
        >
          {hit.sections.map((section) => (
            <li key={section.url}>
              <a href={section.url} className="font-bold">
                {section.title}
              </a>
              <p className="text-ink-soft">
                <Excerpt parts={section.excerpt} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Whether this page was opened from a page at `path` of this site: its own form, sent. */
function sentFrom(path: string): boolean {
  if (document.referrer === "") return false;
  const from = new URL(document.referrer);
  return from.origin === window.location.origin && from.pathname.replace(/\/$/, "") === path;
}

/**
 * The search form and what it found. The query lives in the address (`?q=`), so back, reload
 * and a shared link all show the same search; it is read once React has hydrated the page
 * (the prerendered page has no query). Without JavaScript the form still sends the query, and
 * the page says that search needs JavaScript and how to reach a person instead.
 */
function SearchResults({ words, office, pagefind }: SearchScreenProps) {
  const t = useTranslate();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const query = hydrated ? (params.get("q") ?? "").trim() : "";
  const search = useSiteSearch(query, pagefind);
  const pages = search.data?.pages ?? [];
  const hits = pages.flatMap((page) => page.hits);
  const total = pages[0]?.total ?? 0;

  // The field shows the query of the address, also after back and forward; what the visitor
  // types before the page has hydrated is theirs to keep.
  const input = useRef<HTMLInputElement>(null);
  const shownQuery = useRef("");
  useEffect(() => {
    if (input.current && query !== shownQuery.current) input.current.value = query;
    shownQuery.current = query;
  }, [query]);

  // A search sent before the page had hydrated reloads the page, as a form without JavaScript
  // does; once hydrated, the field has the focus back, where a search sent by React leaves it,
  // unless the visitor has already moved on.
  const searchPath = localePath(href("/search"));
  useEffect(() => {
    if (!hydrated || query === "" || document.activeElement !== document.body) return;
    if (sentFrom(searchPath)) input.current?.focus();
    // Once, when the page hydrates: later searches keep the focus where the visitor left it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  // "Show more results" moves focus to the first result it added.
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || hits.length <= from) return;
    list.current?.querySelectorAll<HTMLAnchorElement>(":scope > li > h2 > a")[from]?.focus();
    focusFrom.current = null;
  }, [hits.length]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = (input.current?.value ?? "").trim();
    if (wanted === query && search.isError) void search.refetch();
    else setParams(wanted === "" ? {} : { q: wanted }, { preventScrollReset: true });
  }

  let status: ReactNode = null;
  if (query !== "") {
    if (search.isError) status = t(m.search_failed);
    else if (search.isPending) status = t(m.search_searching);
    else if (total === 0) status = t(m.search_none, { query });
    else if (total === 1) status = t(m.search_one, { query });
    else status = t(m.search_many, { count: total, query });
  }

  return (
    <>
      <form
        role="search"
        action={searchPath}
        method="get"
        onSubmit={submit}
        className="max-w-prose"
      >
        <label htmlFor={INPUT_ID} className="block font-bold">
          {t(m.search_label)}
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            ref={input}
            id={INPUT_ID}
            type="search"
            name="q"
            enterKeyHint="search"
            aria-describedby={`${INPUT_ID}-hint`}
            className="min-h-11 min-w-0 flex-1 basis-56 rounded-xl border-2 border-line bg-white px-3 py-2 text-ink focus:border-brand"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-5 font-bold text-white hover:bg-brand-strong"
          >
            <Search className="size-5" aria-hidden="true" />
            {t(m.search_submit)}
          </button>
        </div>
        <p id={`${INPUT_ID}-hint`} className="mt-1 text-sm text-ink-soft">
          {t(m.search_hint)}
        </p>
      </form>
      <noscript>
        <p className="mt-6 max-w-prose font-bold">{words.noScript}</p>
        <Help words={words} office={office} />
      </noscript>

      <p role="status" className="mt-6 min-h-7 font-bold text-brand-strong">
        {status}
      </p>
      {(search.isError || (search.isSuccess && total === 0)) && (
        <Help words={words} office={office} />
      )}
      {hits.length > 0 && (
        <ol ref={list} aria-label={t(m.search_results)} className="mt-4 space-y-4">
          {hits.map((hit) => (
            <Result key={hit.url} hit={hit} />
          ))}
        </ol>
      )}
      {search.hasNextPage && (
        <button
          type="button"
          disabled={search.isFetchingNextPage}
          onClick={() => {
            focusFrom.current = shownCount(pages);
            void search.fetchNextPage();
          }}
          className="mt-6 inline-flex min-h-11 items-center rounded-full border-2 border-brand bg-white px-5 font-bold text-brand hover:bg-brand-soft hover:text-brand-strong"
        >
          {t(m.search_more)}
        </button>
      )}
    </>
  );
}

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The index changes only with a new build, so a visit's results never go stale.
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        // Searching again (the same query, submitted once more) retries a failed search.
        retry: false,
      },
    },
  });
}

/** The search page: its heading, and the search with a query cache of its own. */
export function SearchScreen(props: SearchScreenProps) {
  const [client] = useState(createQueryClient);
  return (
    <>
      <PageHeader title={props.words.page.title} lead={props.words.lead} />
      <PageBody>
        <QueryClientProvider client={client}>
          <SearchResults {...props} />
        </QueryClientProvider>
      </PageBody>
    </>
  );
}
