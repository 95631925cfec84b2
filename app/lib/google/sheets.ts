import { config } from "../config";
import { askGoogle, googleErrorMessage, GoogleTimeoutError } from "./google-request";
import { reasonPhrase } from "./reason-phrase";
import { rangeForTab, sheetTitles, tableForTab, type SheetTable } from "./sheet-rows";

export type { SheetRecord, SheetTable } from "./sheet-rows";

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

/** Google's words for a spreadsheet that exists but is not shared with "anyone with the link". */
const NOT_SHARED = "The caller does not have permission";

export class SheetsRequestError extends Error {
  readonly status: number;
  /** The spreadsheet is there but not shared publicly: the most likely mistake when setting up. */
  readonly notShared: boolean;

  constructor(url: string, status: number, statusText: string, body = "") {
    super(`Request to ${redactKey(url)} failed with ${status} ${reasonPhrase(status, statusText)}`);
    this.name = "SheetsRequestError";
    this.status = status;
    this.notShared = status === 403 && googleErrorMessage(body) === NOT_SHARED;
  }
}

async function getJson(url: URL, signal: AbortSignal | undefined): Promise<unknown> {
  const shown = redactKey(url.href);
  let answer;
  try {
    answer = await askGoogle(url, "Google Sheets", signal);
  } catch (error) {
    if (signal?.aborted || error instanceof GoogleTimeoutError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Request to ${shown} failed: ${reason}`, { cause: error });
  }
  if (!answer.ok) {
    throw new SheetsRequestError(url.href, answer.status, answer.statusText, answer.body);
  }
  try {
    return JSON.parse(answer.body);
  } catch (error) {
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

/** One tab's header row and its rows as records keyed by it (`values:batchGet`). */
export async function fetchSheetTable(
  { tab, headerRow = 0, signal }: SheetQuery = {},
  source: SheetSource = configuredSource,
): Promise<SheetTable> {
  const name = tab ?? (await fetchSheetTitles(signal, source))[0];
  if (name === undefined) throw new Error("The spreadsheet has no tabs to read.");
  const url = spreadsheetUrl(source, "/values:batchGet", [["ranges", rangeForTab(name)]]);
  return tableForTab(await getJson(url, signal), name, headerRow);
}
