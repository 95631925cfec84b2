import { ExternalLink as ExternalIcon, Search } from "lucide-react";
import { memo, useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { ExternalLink } from "~/components/ui/external-link";
import type { SearchEntry, SearchKind } from "./search-entry";
import { useLocale, useTranslate } from "~/lib/locale-context";
import type { Locale } from "~i18n/locale";
import { useHydrated } from "~/lib/use-hydrated";
import { m } from "~i18n/paraglide/messages";
import { isInternalUrl, searchEntries } from "./search";
import { useDebouncedValue } from "./use-debounced-value";

export const SEARCH_DELAY_MS = 300;

/** What each kind of entry is called under its title. */
const kindLabels: Record<SearchKind, typeof m.locations_kind_site> = {
  site: m.locations_kind_site,
  program: m.locations_kind_program,
  topic: m.locations_kind_topic,
  account: m.locations_kind_account,
  pricing: m.locations_kind_pricing,
  district: m.locations_kind_district,
  page: m.locations_kind_page,
};

function resultCount(count: number, query: string, locale: Locale) {
  if (!query) return "";
  if (count === 0) return m.locations_search_none({ query }, { locale });
  if (count === 1) return m.locations_search_one({ query }, { locale });
  return m.locations_search_many({ count, query }, { locale });
}

/**
 * Search across sites, programs, help topics and pages (a combobox with a list of links).
 * Results follow the typing after a pause; arrow keys move through them and Enter opens one.
 * Memoised, so the map changing state does not re-render it.
 */
interface SiteSearchProps {
  /** The section's heading, written by staff (content/locations.yaml). */
  heading: string;
  /** The search index in the page's language. */
  entries: readonly SearchEntry[];
}

export const SiteSearch = memo(function SiteSearch({ heading, entries }: SiteSearchProps) {
  const t = useTranslate();
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState("");
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  // An emptied box clears at once; anything else waits for the pause.
  const query = text.trim() ? settled.trim() : "";
  const results = useMemo(() => searchEntries(entries, query), [entries, query]);
  const [active, setActive] = useState({ query, index: -1 });
  const activeIndex = active.query === query ? active.index : -1;
  const optionId = (index: number) => `${id}-option-${index}`;
  // Typing before React has hydrated the page would be lost, so the box waits, disabled.
  const hydrated = useHydrated();

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: "nearest" });
  }, [id, activeIndex]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    if (event.key === "ArrowDown" && count > 0) {
      event.preventDefault();
      setActive({ query, index: (activeIndex + 1) % count });
    } else if (event.key === "ArrowUp" && count > 0) {
      event.preventDefault();
      setActive({ query, index: activeIndex <= 0 ? count - 1 : activeIndex - 1 });
    } else if (event.key === "Enter" && activeIndex >= 0) {
      event.preventDefault();
      document.getElementById(optionId(activeIndex))?.click();
    } else if (event.key === "Escape") {
      setText("");
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-prose">
      <h2 id={`${id}-heading`} className="text-2xl">
        {heading}
      </h2>
      {/* Without JavaScript the box would never take a letter: the list below is the way. */}
      <p className="mt-3 hidden noscript:block" data-pagefind-ignore="all">
        {t(m.locations_search_no_script)}
      </p>
      <label htmlFor={`${id}-input`} className="mt-3 block font-bold noscript:hidden">
        {t(m.locations_search_label)}
      </label>
      <div className="relative mt-1 noscript:hidden">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-soft"
          aria-hidden="true"
        />
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={`${id}-results`}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={`${id}-hint`}
          value={text}
          disabled={!hydrated}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-11 w-full rounded-xl border-2 border-line bg-white py-2 pr-3 pl-10 text-ink focus:border-brand"
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft noscript:hidden">
        {t(m.locations_search_hint)}
      </p>
      <p role="status" className="mt-2 min-h-7 font-bold text-brand-strong">
        {resultCount(results.length, query, locale)}
      </p>
      <ul
        id={`${id}-results`}
        role="listbox"
        aria-label={t(m.locations_search_results)}
        hidden={results.length === 0}
        className="mt-1 divide-y divide-line rounded-xl border border-line bg-white"
      >
        {results.map((entry, index) => (
          <li key={entry.id} role="none">
            <ResultLink
              entry={entry}
              kindLabel={t(kindLabels[entry.kind])}
              id={optionId(index)}
              active={index === activeIndex}
              onHover={() => setActive({ query, index })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});

interface ResultLinkProps {
  entry: SearchEntry;
  kindLabel: string;
  id: string;
  active: boolean;
  onHover: () => void;
}

function ResultLink({ entry, kindLabel, id, active, onHover }: ResultLinkProps) {
  const t = useTranslate();
  const locale = useLocale();
  // Beside the title, so a Spanish page warns before the English page opens.
  const onlyInEnglish = entry.english && locale !== "en";
  const className = `flex min-h-11 flex-col justify-center px-4 py-2 no-underline hover:bg-brand-soft ${
    active ? "bg-brand-soft outline-2 outline-brand -outline-offset-2" : ""
  }`;
  const common = {
    id,
    role: "option",
    "aria-selected": active,
    tabIndex: -1,
    onMouseMove: onHover,
    className,
  } as const;
  const external = !isInternalUrl(entry.url);
  const body = (
    <>
      <span className="font-bold text-brand-strong">
        {entry.title}
        {onlyInEnglish && <span className="font-normal">{` (${t(m.layout_in_english)})`}</span>}
      </span>
      <span className="text-sm text-ink-soft">
        {kindLabel}
        {external && (
          <span aria-hidden="true">
            {t(m.locations_search_new_tab)}
            <ExternalIcon className="ml-1 inline size-4 align-[-2px]" />
          </span>
        )}
      </span>
    </>
  );
  return external ? (
    <ExternalLink href={entry.url} plain hrefLang={onlyInEnglish ? "en" : undefined} {...common}>
      {body}
    </ExternalLink>
  ) : (
    <a href={entry.url} {...common}>
      {body}
    </a>
  );
}
