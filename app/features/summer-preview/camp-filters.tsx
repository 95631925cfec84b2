import { useId } from "react";
import { Printer, Search } from "lucide-react";
import { FilledText } from "~/components/ui/filled-text";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { weekSpan } from "./camp-date";
import type { WeekDays } from "./camp-weeks";
import { fromGoogle } from "~/lib/google/google-text";

interface CampFiltersProps {
  weekCount: number;
  /** The days of each week, from the sheet's rows (index 0 is week 1). */
  weekDays: (WeekDays | undefined)[];
  /** A camp's name and a category of this list, for the search's hint. */
  examples: { title: string; category: string } | undefined;
  week: number | null;
  onWeekChange: (week: number | null) => void;
  query: string;
  onQueryChange: (query: string) => void;
}

const fieldClass =
  "mt-1 block min-h-11 w-full rounded-xl border-2 border-line bg-white px-3 py-2 text-base text-ink focus-visible:border-brand";

/**
 * Week filter, search and print, all native controls: they work with any keyboard or reader.
 * They need the page's code, so a browser that runs none does not show them (needs-script in
 * summer-preview.css), and lists every camp.
 */
export function CampFilters({
  weekCount,
  weekDays,
  examples,
  week,
  onWeekChange,
  query,
  onQueryChange,
}: CampFiltersProps) {
  const id = useId();
  const t = useTranslate();
  const locale = useLocale();
  const sheet = fromGoogle(locale);
  const weeks = Array.from({ length: weekCount }, (_, index) => index + 1);
  const weekLabel = (number: number) => {
    const days = weekDays[number - 1];
    return days
      ? t(m.camps_week_dated, { number, days: weekSpan(days.first, days.last, locale) })
      : t(m.camps_week, { number });
  };
  return (
    <div className="needs-script grid gap-4 rounded-2xl border border-line bg-mist p-4 sm:grid-cols-[16rem_1fr_auto] sm:items-start print:hidden">
      <div>
        <label htmlFor={`${id}-week`} className="font-bold">
          {t(m.camps_filter_by_week)}
        </label>
        <select
          id={`${id}-week`}
          className={fieldClass}
          value={week ?? ""}
          onChange={(event) =>
            onWeekChange(event.target.value === "" ? null : Number(event.target.value))
          }
        >
          <option value="">{t(m.camps_all_weeks)}</option>
          {weeks.map((number) => (
            <option key={number} value={number}>
              {weekLabel(number)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-search`} className="font-bold">
          {t(m.camps_search_label)}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-soft"
            aria-hidden="true"
          />
          <input
            id={`${id}-search`}
            type="search"
            className={`${fieldClass} pl-10`}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            aria-describedby={`${id}-search-hint`}
            autoComplete="off"
          />
        </div>
        <p id={`${id}-search-hint`} className="mt-1 text-sm text-ink-soft">
          {examples ? (
            // The examples are the sheet's own words, so a search for them finds camps.
            <FilledText
              text={t(m.camps_search_hint, { title: "{title}", category: "{category}" })}
              values={{
                title: <span {...sheet}>{examples.title}</span>,
                category: <span {...sheet}>{examples.category}</span>,
              }}
            />
          ) : (
            t(m.camps_search_hint_plain)
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={() => window.print()}
        className="inline-flex min-h-11 items-center justify-center gap-2 justify-self-start rounded-full border-2 border-brand bg-white px-5 py-2 font-bold text-brand hover:bg-brand-soft hover:text-brand-strong sm:mt-7"
      >
        <Printer className="size-5" aria-hidden="true" />
        {t(m.camps_print)}
      </button>
    </div>
  );
}
