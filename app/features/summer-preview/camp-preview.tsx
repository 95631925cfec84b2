import { useDeferredValue, useMemo, useState } from "react";
import { momentIn } from "~i18n/clock";
import { useHydrated } from "~/lib/use-hydrated";
import { FilledText } from "~/components/ui/filled-text";
import { PhoneLink } from "~/components/ui/phone-link";
import type { BuiltCamps } from "./built-camps";
import { GoogleTimeoutError } from "~/lib/google/google-request";
import { SheetsRequestError } from "~/lib/google/sheets";
import type { Locale } from "~i18n/locale";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import type { SummerPreview } from "~content/summer-previews";
import { CampFilters } from "./camp-filters";
import {
  MissingColumnsError,
  searchExamples,
  visibleCamps,
  type CampRow,
  type StartDateSort,
} from "./camp-rows";
import { CampTable } from "./camp-table";
import { weekDays } from "./camp-weeks";
import { weekSpan } from "./camp-date";
import { useCampRows } from "./use-camp-rows";
import { usePreviewFilters } from "./use-preview-filters";

const buttonClass =
  "mt-3 inline-flex min-h-11 items-center rounded-full border-2 border-brand bg-white px-5 font-bold text-brand hover:bg-brand-soft hover:text-brand-strong";

// Sheet dates are days without a zone; when the sheet was read is said in the site's own zone.
const siteZone = "America/Los_Angeles";

/**
 * The live part of a preview: the filterable camp list, from the page's first response when the
 * build read the sheet; otherwise loading, then the list or the error.
 */
export function CampPreview({
  preview,
  officePhone,
  built,
}: {
  preview: SummerPreview;
  officePhone: string;
  built?: BuiltCamps;
}) {
  const { data, error, isFetching, refetch, dataUpdatedAt } = useCampRows(
    preview.tab,
    { prefix: preview.weekPrefix, weekCount: preview.weekCount },
    built,
  );
  const t = useTranslate();
  const locale = useLocale();
  // The camp list is the page's largest render; deferred, React draws it in slices, so the
  // page keeps answering taps while it fills in.
  const rows = useDeferredValue(data);
  // The prerendered page and its hydration show the build's camps as the HTML has them.
  const settled = useHydrated() || !built;
  const failed = error && !isFetching;
  const readAt = dataUpdatedAt > 0 ? new Date(dataUpdatedAt) : built && new Date(built.readAt);
  const when = readAt && momentIn(readAt, locale, siteZone);
  // What the page says about its data: when it was read, and whether a fresh read failed, and
  // why, in the words the error state would use.
  const age =
    when &&
    (failed
      ? `${t(m.camps_refresh_failed, { when })} ${whatWentWrong(error, locale)}`
      : t(m.camps_updated, { when }));
  const retry = failed ? () => void refetch() : undefined;
  if (rows) {
    return <CampList rows={rows} preview={preview} age={age} retry={retry} settled={settled} />;
  }
  // A sheet longer than the page carries: its first camps, until the rest arrives or fails.
  if (built) {
    const partial = t(m.camps_first_rows, { shown: built.rows.length, total: built.total });
    return (
      <CampList
        rows={built.rows}
        total={built.total}
        preview={preview}
        age={failed ? age : `${age} ${partial}`}
        retry={retry}
        settled={settled}
      />
    );
  }
  if (failed) {
    return (
      <div role="alert" className="rounded-2xl border-2 border-danger p-4">
        <p className="text-lg font-bold text-danger">{t(m.camps_error)}</p>
        <p className="mt-1 wrap-anywhere">{whatWentWrong(error, locale)}</p>
        <p className="mt-1">
          <FilledText
            text={t(m.camps_error_help, { phone: "{phone}" })}
            values={{ phone: <PhoneLink phone={officePhone} /> }}
          />
        </p>
        <button type="button" className={buttonClass} onClick={() => void refetch()}>
          {t(m.camps_try_again)}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="py-6 text-lg font-bold text-ink-soft">
      {t(m.camps_loading)}
    </p>
  );
}

/** What the page says about a failure, in words for a family; the console has the details. */
function whatWentWrong(error: Error, locale: Locale): string {
  if (error instanceof GoogleTimeoutError) return m.camps_error_timeout({}, { locale });
  if (error instanceof SheetsRequestError && error.notShared) {
    return m.camps_error_not_shared({}, { locale });
  }
  if (error instanceof MissingColumnsError) {
    return m.camps_error_missing_columns({ columns: error.missing.join(", ") }, { locale });
  }
  return m.camps_error_other({}, { locale });
}

/** "Showing 3 of 120 camps in Week 2 matching “art”." */
function listStatus(
  t: ReturnType<typeof useTranslate>,
  { shown, total, week, query }: { shown: number; total: number; week?: string; query?: string },
): string {
  const count = t(total === 1 ? m.camps_showing_of_one : m.camps_showing_of_many, {
    shown,
    total,
  });
  const where = week ? t(m.camps_showing_in_week, { week }) : undefined;
  const matching = query ? t(m.camps_showing_matching, { query }) : undefined;
  return `${[count, where, matching].filter(Boolean).join(" ")}.`;
}

function CampList({
  rows,
  total = rows.length,
  preview,
  age,
  retry,
  settled,
}: {
  rows: CampRow[];
  /** How many camps the sheet holds, when `rows` are only its first ones. */
  total?: number;
  preview: SummerPreview;
  /** When the camps were read, and whether the last read failed. */
  age?: string;
  /** Reads the sheet again, offered when the last read failed. */
  retry?: () => void;
  /**
   * False while the list is the prerendered page's, or hydrating it: unfiltered, in both
   * layouts for CSS to choose from, as the HTML was made without the visitor's URL or screen.
   */
  settled: boolean;
}) {
  const { week, query, setWeek, setQuery, clear } = usePreviewFilters(preview.weekCount, settled);
  const [sort, setSort] = useState<StartDateSort>("none");
  // The controls answer at once; the list (and what is said about it) follows as soon as React
  // has a moment, in work it can pause, so typing a search never waits on thousands of rows.
  const listedWeek = useDeferredValue(week);
  const listedQuery = useDeferredValue(query);
  const listedSort = useDeferredValue(sort);
  const shown = useMemo(
    () => visibleCamps(rows, { week: listedWeek, query: listedQuery, sort: listedSort }),
    [rows, listedWeek, listedQuery, listedSort],
  );
  // Each week's days and the search's examples come from the sheet's own rows.
  const days = useMemo(() => weekDays(rows, preview.weekCount), [rows, preview.weekCount]);
  const examples = useMemo(() => searchExamples(rows), [rows]);
  const t = useTranslate();
  const locale = useLocale();
  // The week as a sentence names it: "in Week 3 (June 23–27)", "de la semana 3 (23–27 de junio)".
  const weekName = (number: number) => {
    const span = days[number - 1];
    return span
      ? t(m.camps_week_in_sentence_dated, {
          number,
          days: weekSpan(span.first, span.last, locale),
        })
      : t(m.camps_week_in_sentence, { number });
  };
  const listedWeekName = listedWeek === null ? null : weekName(listedWeek);
  const searched = listedQuery.trim();
  const searching = searched !== "";

  // The controls need React: until it has taken over the page they are disabled, so a tap is
  // never lost, and nothing moves when they turn on.
  return (
    <fieldset disabled={!settled} className="contents">
      <legend className="sr-only" data-pagefind-ignore="all">
        {t(m.camps_find_a_camp)}
      </legend>
      <CampFilters
        weekCount={preview.weekCount}
        weekDays={days}
        examples={examples}
        week={week}
        onWeekChange={setWeek}
        query={query}
        onQueryChange={setQuery}
      />
      <p role="status" className="mt-4 text-ink-soft">
        {listStatus(t, {
          shown: shown.length,
          total,
          week: listedWeekName ?? undefined,
          query: searching ? searched : undefined,
        })}
      </p>
      {age && <p className="mt-1 text-sm text-ink-soft">{age}</p>}
      {retry && (
        <button type="button" className={`${buttonClass} print:hidden`} onClick={retry}>
          {t(m.camps_try_again)}
        </button>
      )}
      <div className="mt-4">
        {shown.length > 0 ? (
          <CampTable
            rows={shown}
            caption={
              listedWeekName
                ? t(m.camps_caption_week, { week: listedWeekName })
                : t(m.camps_caption_all)
            }
            sort={sort}
            onSortChange={setSort}
            bothLayouts={!settled}
          />
        ) : rows.length === 0 ? (
          <p className="text-lg">{t(m.camps_none_yet)}</p>
        ) : (
          <div>
            <p className="text-lg">
              {searching
                ? listedWeekName
                  ? t(m.camps_no_match_in_week, { query: searched, week: listedWeekName })
                  : t(m.camps_no_match, { query: searched })
                : listedWeekName
                  ? t(m.camps_none_in_week, { week: listedWeekName })
                  : t(m.camps_none_in_list)}
            </p>
            <button type="button" className={`${buttonClass} print:hidden`} onClick={clear}>
              {t(m.camps_show_all)}
            </button>
          </div>
        )}
      </div>
    </fieldset>
  );
}
