import type { ReactNode } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { formatCampDate } from "./camp-date";
import type { CampRow, StartDateSort } from "./camp-rows";
import { CampSynopsis } from "./camp-synopsis";
import { useRowsInSlices } from "./use-rows-in-slices";

interface CampTableProps {
  rows: CampRow[];
  caption: string;
  sort: StartDateSort;
  onSortChange: (sort: StartDateSort) => void;
}

const sortIcons = { none: ArrowUpDown, ascending: ArrowUp, descending: ArrowDown };
const sortWords = { none: "not sorted", ascending: "earliest first", descending: "latest first" };

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

/**
 * The same rows twice: a table from 640px up (and on paper), stacked cards below. Only one is
 * displayed at a time, and `display: none` hides the other from screen readers too.
 */
/** Said of a camp whose week code names no week of this list, so it shows under All Weeks only. */
function NoWeekNote({ row }: { row: CampRow }) {
  if (row.week !== null) return null;
  return (
    <span className="mt-1 block text-sm font-normal text-ink-soft">
      {row.group.trim()
        ? `Not in any week of this list (the schedule says “${row.group.trim()}”).`
        : "No week given in the schedule yet."}
    </span>
  );
}

export function CampTable({ rows: allRows, caption, sort, onSortChange }: CampTableProps) {
  const rows = useRowsInSlices(allRows);
  const SortIcon = sortIcons[sort];
  return (
    <>
      <table className="camp-table hidden w-full table-fixed border-collapse text-left sm:table print:table">
        <caption className="mb-2 text-left text-lg font-bold text-brand-strong">{caption}</caption>
        <colgroup>
          <col className="w-1/6" />
          <col className="w-1/8" />
          <col className="w-1/8" />
          <col className="w-1/8" />
          <col className="w-1/8" />
          <col />
        </colgroup>
        <thead className="bg-mist">
          <tr>
            <th scope="col" className={headClass}>
              Camp
            </th>
            <th scope="col" className={headClass}>
              Location
            </th>
            <th scope="col" className={headClass}>
              Category
            </th>
            <th scope="col" className={headEdge} aria-sort={sort}>
              <button
                type="button"
                onClick={() => onSortChange(nextSort(sort))}
                className="-mx-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-left font-bold hover:bg-brand-soft print:min-h-0"
              >
                Start Date
                <SortIcon className="size-4 shrink-0 print:hidden" aria-hidden="true" />
              </button>
            </th>
            <th scope="col" className={headClass}>
              End Date
            </th>
            <th scope="col" className={headClass}>
              Synopsis
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="break-inside-avoid">
              <th scope="row" className={`${cellClass} font-bold wrap-anywhere`}>
                {row.title}
                <NoWeekNote row={row} />
              </th>
              <td className={`${cellClass} wrap-anywhere`}>{row.location}</td>
              <td className={`${cellClass} wrap-anywhere`}>{row.category}</td>
              <td className={cellClass}>{formatCampDate(row.startDate)}</td>
              <td className={cellClass}>{formatCampDate(row.endDate)}</td>
              <td className={cellClass}>
                <CampSynopsis html={row.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="sm:hidden print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg">{caption}</h3>
          <button
            type="button"
            onClick={() => onSortChange(nextSort(sort))}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand px-4 font-bold text-brand hover:bg-brand-soft"
          >
            <SortIcon className="size-4" aria-hidden="true" />
            Sort by start date
            <span className="sr-only">, currently {sortWords[sort]}</span>
          </button>
        </div>
        <ul className="mt-3 space-y-4">
          {rows.map((row) => (
            <li key={row.key} className="rounded-2xl border border-line p-4">
              <h4 className="text-lg font-bold text-brand-strong wrap-anywhere">{row.title}</h4>
              <NoWeekNote row={row} />
              <dl className="mt-2">
                <CardField label="Location">{row.location}</CardField>
                <CardField label="Category">{row.category}</CardField>
                <CardField label="Start Date">{formatCampDate(row.startDate)}</CardField>
                <CardField label="End Date">{formatCampDate(row.endDate)}</CardField>
                <CardField label="Synopsis">
                  <CampSynopsis html={row.description} />
                </CardField>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
