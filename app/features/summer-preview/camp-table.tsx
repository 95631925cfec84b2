/* The table is laid out as a grid (summer-preview.css). Its parts keep their built-in roles:
   the engines the site supports keep a table's semantics whatever its display, and HTML forbids
   saying a role again on the rows and cells of a table (the Nu checker refuses it). */
import { memo, type ReactNode } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { formatCampDate } from "./camp-date";
import type { CampRow, StartDateSort } from "./camp-rows";
import { CampSynopsis } from "./camp-synopsis";
import { fromGoogle } from "~/lib/google/google-text";
import { useRowsInSlices, type Slice } from "./use-rows-in-slices";
import { useWideLayout } from "./use-wide-layout";

interface CampTableProps {
  rows: CampRow[];
  caption: string;
  sort: StartDateSort;
  onSortChange: (sort: StartDateSort) => void;
  /**
   * Both the table and the cards, for CSS to show the one that fits: the prerendered page,
   * which cannot know the screen, and which must not change when React takes it over.
   */
  bothLayouts?: boolean;
}

const sortIcons = { none: ArrowUpDown, ascending: ArrowUp, descending: ArrowDown };
const sortWords = {
  none: m.camps_sort_none,
  ascending: m.camps_sort_ascending,
  descending: m.camps_sort_descending,
};

const nextSort = (sort: StartDateSort): StartDateSort =>
  sort === "ascending" ? "descending" : "ascending";

const cellClass = "border-b border-line px-3 py-3 align-top";
const headEdge = "border-b border-line px-3 align-middle";
const headClass = `${headEdge} py-2`;

function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="mt-2 text-sm font-bold text-ink-soft">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </>
  );
}

/** Said of a camp whose week code names no week of this list, so it shows under All Weeks only. */
function NoWeekNote({ row }: { row: CampRow }) {
  const t = useTranslate();
  if (row.week !== null) return null;
  return (
    <span className="mb-1 block text-sm font-normal text-ink-soft">{t(m.camps_in_no_week)}</span>
  );
}

/** A day from the sheet in long form, or words saying it is not set yet ("TBD" in the sheet). */
function CampDate({ text }: { text: string }) {
  const t = useTranslate();
  const locale = useLocale();
  return formatCampDate(text, locale) ?? t(m.camps_date_unknown);
}

const CampTableRow = memo(function CampTableRow({ row }: { row: CampRow }) {
  const sheet = fromGoogle(useLocale());
  return (
    <tr className="camp-row break-inside-avoid">
      <th scope="row" className={`${cellClass} font-bold wrap-anywhere`} {...sheet}>
        {row.title}
      </th>
      <td className={`${cellClass} wrap-anywhere`} {...sheet}>
        {row.location}
      </td>
      <td className={`${cellClass} wrap-anywhere`} {...sheet}>
        {row.category}
      </td>
      <td className={cellClass}>
        <CampDate text={row.startDate} />
      </td>
      <td className={cellClass}>
        <CampDate text={row.endDate} />
      </td>
      <td className={cellClass}>
        <NoWeekNote row={row} />
        <CampSynopsis html={row.description} />
      </td>
    </tr>
  );
});

const CampCard = memo(function CampCard({ row }: { row: CampRow }) {
  const t = useTranslate();
  const sheet = fromGoogle(useLocale());
  return (
    <div role="listitem" className="camp-card rounded-2xl border border-line p-4">
      <h4 className="text-lg font-bold text-brand-strong wrap-anywhere" {...sheet}>
        {row.title}
      </h4>
      <NoWeekNote row={row} />
      <dl className="mt-2">
        <CardField label={t(m.camps_column_location)}>
          <span {...sheet}>{row.location}</span>
        </CardField>
        <CardField label={t(m.camps_column_category)}>
          <span {...sheet}>{row.category}</span>
        </CardField>
        <CardField label={t(m.camps_column_start)}>
          <CampDate text={row.startDate} />
        </CardField>
        <CardField label={t(m.camps_column_end)}>
          <CampDate text={row.endDate} />
        </CardField>
        <CardField label={t(m.camps_column_synopsis)}>
          <CampSynopsis html={row.description} />
        </CardField>
      </dl>
    </div>
  );
});

// Memoised, like their rows: the list grows a slice at a time and a slice already drawn is left
// as it is, so each new slice costs only its own rows.
const TableSlice = memo(function TableSlice({ rows, hidden }: Slice<CampRow>) {
  return (
    <tbody className="camp-slice" hidden={hidden}>
      {rows.map((row) => (
        <CampTableRow key={row.key} row={row} />
      ))}
    </tbody>
  );
});

const CardSlice = memo(function CardSlice({ rows, hidden }: Slice<CampRow>) {
  return (
    <div role="none" className="camp-slice space-y-4" hidden={hidden}>
      {rows.map((row) => (
        <CampCard key={row.key} row={row} />
      ))}
    </div>
  );
});

/** The camps as a table from 640px up, and as stacked cards on narrower screens. */
export function CampTable({ bothLayouts = false, ...props }: CampTableProps) {
  const layout = { ...props, prerendered: bothLayouts };
  const wide = useWideLayout();
  // Each layout keeps its place among the children, so the one that stays is never redrawn.
  return (
    <>
      {(bothLayouts || wide) && (
        <CampLayout
          {...layout}
          layout="table"
          className={bothLayouts ? "hidden sm:block" : "block"}
        />
      )}
      {(bothLayouts || !wide) && (
        <CampLayout {...layout} layout="cards" className={bothLayouts ? "sm:hidden" : ""} />
      )}
    </>
  );
}

function CampLayout({
  rows,
  caption,
  sort,
  onSortChange,
  layout,
  className,
  prerendered,
}: CampTableProps & { layout: "table" | "cards"; className: string; prerendered: boolean }) {
  const slices = useRowsInSlices(rows);
  const t = useTranslate();
  const SortIcon = sortIcons[sort];
  if (layout === "table") {
    return (
      <table className={`camp-table w-full text-left ${className}`}>
        <caption className="mb-2 block text-left text-lg font-bold text-brand-strong">
          {caption}
        </caption>
        <thead className="bg-mist">
          <tr className="camp-row">
            <th scope="col" className={headClass}>
              {t(m.camps_column_camp)}
            </th>
            <th scope="col" className={headClass}>
              {t(m.camps_column_location)}
            </th>
            <th scope="col" className={headClass}>
              {t(m.camps_column_category)}
            </th>
            <th scope="col" className={headEdge} aria-sort={sort}>
              <button
                type="button"
                onClick={() => onSortChange(nextSort(sort))}
                className="needs-script -mx-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-left font-bold hover:bg-brand-soft print:min-h-0"
              >
                {t(m.camps_column_start)}
                <SortIcon className="size-4 shrink-0 print:hidden" aria-hidden="true" />
              </button>
              {/* The prerendered page, for a browser that never runs its code. */}
              {prerendered && (
                <span className="without-script py-2">{t(m.camps_column_start)}</span>
              )}
            </th>
            <th scope="col" className={headClass}>
              {t(m.camps_column_end)}
            </th>
            <th scope="col" className={headClass}>
              {t(m.camps_column_synopsis)}
            </th>
          </tr>
        </thead>
        {slices.map((slice, index) => (
          <TableSlice key={index} {...slice} />
        ))}
      </table>
    );
  }
  return (
    <div className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg">{caption}</h3>
        <button
          type="button"
          onClick={() => onSortChange(nextSort(sort))}
          className="needs-script inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand px-4 font-bold text-brand hover:bg-brand-soft"
        >
          <SortIcon className="size-4" aria-hidden="true" />
          {t(m.camps_sort_by_start)}
          <span className="sr-only">
            , {t(m.camps_sort_currently, { order: t(sortWords[sort]) })}
          </span>
        </button>
      </div>
      <div role="list" className="mt-3 space-y-4">
        {slices.map((slice, index) => (
          <CardSlice key={index} {...slice} />
        ))}
      </div>
    </div>
  );
}
