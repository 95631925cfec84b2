import type { SheetRecord } from "~/lib/google/sheets";
import { campDateKey } from "./camp-date";

/** One camp as the preview shows it; the sheet's column names are the spec's field names. */
export interface CampRow {
  key: string;
  title: string;
  location: string;
  category: string;
  startDate: string;
  endDate: string;
  description: string;
  group: string;
}

export type StartDateSort = "none" | "ascending" | "descending";

export function toCampRows(records: SheetRecord[]): CampRow[] {
  return records.map((record, index) => ({
    key: String(index),
    title: record.title ?? "",
    location: record.generalTime ?? "",
    category: record.subGroup ?? "",
    startDate: record.startDate ?? "",
    endDate: record.endDate ?? "",
    description: record.description ?? "",
    group: record.group ?? "",
  }));
}

export function weekCode(prefix: string, week: number): string {
  return `${prefix} ${week}`;
}

/** Exact match on the week code: "EU 1" is not "EU 10"; spaces around the cell do not count. */
export function isInWeek(row: Pick<CampRow, "group">, code: string): boolean {
  return row.group.trim() === code;
}

/** A week number from the URL, or null (All Weeks) for anything that is not 1..weekCount. */
export function parseWeek(value: string | null, weekCount: number): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const week = Number(value);
  return week >= 1 && week <= weekCount ? week : null;
}

function normalise(text: string): string {
  return text.toLocaleLowerCase("en-US").replace(/\s+/g, " ").trim();
}

/** Case-insensitive match on camp name or category; an empty query matches every camp. */
export function matchesSearch(row: Pick<CampRow, "title" | "category">, query: string): boolean {
  const wanted = normalise(query);
  if (wanted === "") return true;
  return normalise(row.title).includes(wanted) || normalise(row.category).includes(wanted);
}

/** Stable sort by start date; rows whose date cannot be read stay last either way. */
export function sortByStartDate(rows: CampRow[], order: StartDateSort): CampRow[] {
  if (order === "none") return rows;
  const direction = order === "ascending" ? 1 : -1;
  return rows
    .map((row) => ({ row, day: campDateKey(row.startDate) }))
    .sort((a, b) => {
      if (a.day === undefined || b.day === undefined) {
        return (a.day === undefined ? 1 : 0) - (b.day === undefined ? 1 : 0);
      }
      return (a.day - b.day) * direction;
    })
    .map(({ row }) => row);
}

export interface CampFilters {
  week: number | null;
  weekPrefix: string;
  query: string;
  sort: StartDateSort;
}

export function visibleCamps(rows: CampRow[], filters: CampFilters): CampRow[] {
  const { week, weekPrefix, query, sort } = filters;
  const code = week === null ? null : weekCode(weekPrefix, week);
  const shown = rows.filter(
    (row) => (code === null || isInWeek(row, code)) && matchesSearch(row, query),
  );
  return sortByStartDate(shown, sort);
}
