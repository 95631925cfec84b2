import { config } from "../config";
import { rangeForTab, recordsForTab, sheetTitles, type SheetRecord } from "./sheet-rows";

export type { SheetRecord } from "./sheet-rows";

/** Where the spreadsheet lives; the defaults come from the build configuration. */
export interface SheetSource {
  apiUrl: string;
  sheetId?: string;
  apiKey?: string;
}

export interface SheetQuery {
  /** Tab to read; without one the first tab of the spreadsheet is used. */
  tab?: string;
  /** Row holding the column names. */
  headerRow?: number;
  signal?: AbortSignal;
}

const configuredSource: SheetSource = {
  apiUrl: config.sheetsApiUrl,
  sheetId: config.sheetId,
  apiKey: config.googleApiKey,
};

/** The API key is public but still ours: it never goes into a message, a log or the page. */
export function redactKey(url: string): string {
  return url.replace(/([?&]key=)[^&#]*/g, "$1REDACTED");
}

export class SheetsRequestError extends Error {
  readonly status: number;

  constructor(url: string, status: number, statusText: string) {
    super(`Request to ${redactKey(url)} failed with ${status} ${statusText}`);
    this.name = "SheetsRequestError";
    this.status = status;
  }
}

async function getJson(url: URL, signal: AbortSignal | undefined): Promise<unknown> {
  const shown = redactKey(url.href);
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Request to ${shown} failed: ${reason}`, { cause: error });
  }
  if (!response.ok) throw new SheetsRequestError(url.href, response.status, response.statusText);
  try {
    return await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(`Request to ${shown} returned a body that is not JSON`, { cause: error });
  }
}

function spreadsheetUrl(source: SheetSource, suffix: string, params: Array<[string, string]>) {
  if (!source.sheetId || !source.apiKey) {
    throw new Error(
      "Google Sheets is not configured: set VITE_GOOGLE_SHEET_ID and VITE_GOOGLE_API_KEY.",
    );
  }
  const url = new URL(
    `${source.apiUrl}/spreadsheets/${encodeURIComponent(source.sheetId)}${suffix}`,
  );
  for (const [name, value] of params) url.searchParams.append(name, value);
  url.searchParams.append("key", source.apiKey);
  return url;
}

/** Tab titles in order (`spreadsheets.get` with a field mask). */
export async function fetchSheetTitles(
  signal?: AbortSignal,
  source: SheetSource = configuredSource,
): Promise<string[]> {
  const url = spreadsheetUrl(source, "", [["fields", "sheets.properties.title"]]);
  return sheetTitles(await getJson(url, signal));
}

/** One tab's rows as records keyed by its header row (`values:batchGet`). */
export async function fetchSheetRecords(
  { tab, headerRow = 0, signal }: SheetQuery = {},
  source: SheetSource = configuredSource,
): Promise<SheetRecord[]> {
  const name = tab ?? (await fetchSheetTitles(signal, source))[0];
  if (name === undefined) throw new Error("The spreadsheet has no tabs to read.");
  const url = spreadsheetUrl(source, "/values:batchGet", [["ranges", rangeForTab(name)]]);
  return recordsForTab(await getJson(url, signal), name, headerRow);
}
