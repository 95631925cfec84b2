import { useDeferredValue, useMemo, useState } from "react";
import { GoogleTimeoutError } from "~/lib/google/google-request";
import { SheetsRequestError } from "~/lib/google/sheets";
import { telHref } from "~content/site-format";
import type { SummerPreview } from "~content/summer-previews";
import { CampFilters } from "./camp-filters";
import { MissingColumnsError, visibleCamps, type CampRow, type StartDateSort } from "./camp-rows";
import { CampTable } from "./camp-table";
import { useCampRows } from "./use-camp-rows";
import { usePreviewFilters } from "./use-preview-filters";

const buttonClass =
  "mt-3 inline-flex min-h-11 items-center rounded-full border-2 border-brand bg-white px-5 font-bold text-brand hover:bg-brand-soft hover:text-brand-strong";

/** The live part of a preview: loading, error, or the filterable camp list. */
export function CampPreview({
  preview,
  officePhone,
}: {
  preview: SummerPreview;
  officePhone: string;
}) {
  const { data, error, isFetching, refetch } = useCampRows(preview.tab, {
    prefix: preview.weekPrefix,
    weekCount: preview.weekCount,
  });
  // The camp list is the page's largest render; deferred, React draws it in slices, so the
  // page keeps answering taps while it fills in.
  const rows = useDeferredValue(data);
  if (rows) return <CampList rows={rows} preview={preview} />;
  if (error && !isFetching) {
    return (
      <div role="alert" className="rounded-2xl border-2 border-danger p-4">
        <p className="text-lg font-bold text-danger">Error!</p>
        <p className="mt-1 wrap-anywhere">{whatWentWrong(error)}</p>
        <p className="mt-1">
          Please try again in a moment, or call our main office at{" "}
          <a href={telHref(officePhone)}>{officePhone}</a> and we'll help you find a camp.
        </p>
        <button type="button" className={buttonClass} onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="py-6 text-lg font-bold text-ink-soft">
      Loading...
    </p>
  );
}

/** What the page says about a failure, in words for a family; the console has the details. */
function whatWentWrong(error: Error): string {
  if (error instanceof GoogleTimeoutError) {
    return "Google Sheets, where our camp schedule lives, did not answer in time.";
  }
  if (error instanceof SheetsRequestError && error.notShared) {
    return "The camp schedule's spreadsheet is not shared publicly, so this page cannot read it.";
  }
  if (error instanceof MissingColumnsError) {
    return `The camp schedule is missing the column names it needs (${error.missing.join(", ")}), so its camps cannot be listed.`;
  }
  return "We couldn't load the camp list just now.";
}

function CampList({ rows, preview }: { rows: CampRow[]; preview: SummerPreview }) {
  const { week, query, setWeek, setQuery, clear } = usePreviewFilters(preview.weekCount);
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
  const weekName = listedWeek === null ? null : `Week ${listedWeek}`;
  const searching = listedQuery.trim() !== "";

  return (
    <>
      <CampFilters
        weekCount={preview.weekCount}
        week={week}
        onWeekChange={setWeek}
        query={query}
        onQueryChange={setQuery}
      />
      <p role="status" className="mt-4 text-ink-soft">
        Showing {shown.length} of {rows.length} {rows.length === 1 ? "camp" : "camps"}
        {weekName && ` in ${weekName}`}
        {searching && ` matching “${listedQuery.trim()}”`}.
      </p>
      <div className="mt-4">
        {shown.length > 0 ? (
          <CampTable
            rows={shown}
            caption={weekName ? `Camps in ${weekName}` : "All camps, every week"}
            sort={sort}
            onSortChange={setSort}
          />
        ) : rows.length === 0 ? (
          <p className="text-lg">
            There are no camps on this list yet. Please check the other two previews, or call the
            main office to ask what is planned.
          </p>
        ) : (
          <div>
            <p className="text-lg">
              {searching
                ? `No camps match “${listedQuery.trim()}”${weekName ? ` in ${weekName}` : ""}. Try another word, or clear the filters to see every camp.`
                : `There are no camps in ${weekName ?? "this list"}. Choose another week, or show every camp.`}
            </p>
            <button type="button" className={`${buttonClass} print:hidden`} onClick={clear}>
              Show all camps
            </button>
          </div>
        )}
      </div>
    </>
  );
}
