import type { CampRow } from "./camp-rows";

/** The camps the build read from Google Sheets, carried in the page it made. */
export interface BuiltCamps {
  /** The sheet's first rows, at most BUILT_ROWS of them. */
  rows: CampRow[];
  /** How many camps the sheet held: more than `rows` when the rest is left to the browser. */
  total: number;
  /** When the build read them, as an ISO instant. */
  readAt: string;
}
