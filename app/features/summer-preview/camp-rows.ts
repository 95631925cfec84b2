import type { SheetTable } from "~/lib/google/sheets";
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
  /** The week code as typed in the sheet, e.g. "EU 1". */
  group: string;
  /** The week of this preview that code names, or null when it names none. */
  week: number | null;
}

export type StartDateSort = "none" | "ascending" | "descending";

/** The columns a camp tab's first row must name, in the sheet's own words. */
export const CAMP_COLUMNS = [
  "title",
  "generalTime",
  "subGroup",
  "startDate",
  "endDate",
  "description",
  "group",
] as const;

type CampColumn = (typeof CAMP_COLUMNS)[number];

/** A tab whose first row lacks some of the columns: most likely the header row was deleted. */
export class MissingColumnsError extends Error {
  constructor(
    readonly tab: string,
    readonly missing: string[],
  ) {
    super(
      `The ${tab} tab's first row has no column named ${missing.join(", ")}, so its camps cannot be read.`,
    );
    this.name = "MissingColumnsError";
  }
}

/** Staff type "Start Date" or "startdate" as often as "startDate". */
const columnKey = (name: string) => name.replace(/\s+/g, "").toLowerCase();

export interface WeekScheme {
  /** Week codes are "{prefix} {n}", e.g. "EU 1". */
  prefix: string;
  weekCount: number;
}

/**
 * The week a code names, with case and spacing forgiven ("eu 1", "EU1" and "EU  1" are week
 * 1; "EU 10" never is), or null when it names no week of this preview.
 */
export function weekOf(group: string, { prefix, weekCount }: WeekScheme): number | null {
  const code = group.replace(/\s+/g, "").toUpperCase();
  const match = new RegExp(`^${prefix.toUpperCase()}(\\d{1,2})$`).exec(code);
  const week = match ? Number(match[1]) : NaN;
  return week >= 1 && week <= weekCount ? week : null;
}

/** The camps of a tab; an empty tab has none, a tab without its column names is an error. */
export function toCampRows(table: SheetTable, tab: string, weeks: WeekScheme): CampRow[] {
  if (table.columns.length === 0 && table.records.length === 0) return [];
  const byKey = new Map(table.columns.map((name) => [columnKey(name), name]));
  const missing = CAMP_COLUMNS.filter((column) => !byKey.has(columnKey(column)));
  if (missing.length > 0) throw new MissingColumnsError(tab, missing);
  return table.records.map((record, index) => {
    const cell = (column: CampColumn) => record[byKey.get(columnKey(column))!] ?? "";
    const group = cell("group");
    return {
      key: String(index),
      title: cell("title"),
      location: cell("generalTime"),
      category: cell("subGroup"),
      startDate: cell("startDate"),
      endDate: cell("endDate"),
      description: cell("description"),
      group,
      week: weekOf(group, weeks),
    };
  });
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
  /** The chosen week, or null for All Weeks. */
  week: number | null;
  query: string;
  sort: StartDateSort;
}

export function visibleCamps(rows: CampRow[], filters: CampFilters): CampRow[] {
  const { week, query, sort } = filters;
  const shown = rows.filter(
    (row) => (week === null || row.week === week) && matchesSearch(row, query),
  );
  return sortByStartDate(shown, sort);
}

/**
 * Two searches that find camps in this list, for the search's hint: the first camp's name and
 * the category most camps share, as the sheet writes them. None for a list without both.
 */
export function searchExamples(
  rows: readonly Pick<CampRow, "title" | "category">[],
): { title: string; category: string } | undefined {
  const title = rows.map((row) => row.title.trim()).find(Boolean);
  const counts = new Map<string, number>();
  for (const row of rows) {
    const category = row.category.trim();
    if (category) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  // The first category seen wins a tie: Map keeps the order of the sheet.
  const category = [...counts].reduce<[string, number] | undefined>(
    (best, entry) => (!best || entry[1] > best[1] ? entry : best),
    undefined,
  )?.[0];
  return title && category ? { title, category } : undefined;
}
