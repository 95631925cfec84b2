import { Search } from "lucide-react";
import { href } from "react-router";
import { useLocalePath, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";

// The way to the search page from every page: a link in the bar on wide screens, and a form at
// the top of the drawer on phones. Both are plain HTML (the form sends `?q=` to the search
// page), so a page without React still loads no script for them.

/** The link to the search page, beside the language link on wide screens: named "Search". */
export function SearchLink({ pathname }: { pathname: string }) {
  const t = useTranslate();
  const localePath = useLocalePath();
  const target = localePath(href("/search"));
  return (
    <a
      href={target}
      aria-current={pathname === target ? "page" : undefined}
      className="hidden min-h-11 items-center gap-1 rounded-lg px-3 font-bold text-brand-strong no-underline hover:bg-brand-soft aria-[current=page]:bg-brand-soft lg:inline-flex lg:px-2"
    >
      <Search className="size-5" aria-hidden="true" />
      {/* Only the icon in the bar, which has no room for the word beside the Spanish menu. */}
      <span className="sr-only">{t(m.layout_search)}</span>
    </a>
  );
}

/** The search form at the top of the phone drawer: type, press Enter, see the results page. */
export function DrawerSearch() {
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <form
      role="search"
      aria-labelledby="drawer-search-label"
      action={localePath(href("/search"))}
      method="get"
      className="mb-3 px-3"
    >
      <label id="drawer-search-label" htmlFor="drawer-search" className="block font-bold">
        {t(m.layout_search_site)}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="drawer-search"
          type="search"
          name="q"
          enterKeyHint="search"
          className="min-h-11 min-w-0 flex-1 rounded-xl border-2 border-line bg-white px-3 py-2 text-ink focus:border-brand"
        />
        <button
          type="submit"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand text-white hover:bg-brand-strong"
        >
          <Search className="size-5" aria-hidden="true" />
          <span className="sr-only">{t(m.layout_search)}</span>
        </button>
      </div>
    </form>
  );
}
