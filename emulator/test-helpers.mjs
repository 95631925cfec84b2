import { afterAll, beforeAll } from "vitest";
import { DEMO_API_KEY, DEMO_CALENDAR_ID, DEMO_SHEET_ID } from "./demo-config.mjs";
import { startEmulator } from "./server.mjs";

/** Tuesday 10 November 2026, noon in Sacramento: the sample data's "today" in tests. */
const TEST_TODAY = new Date("2026-11-10T20:00:00Z");

/** Starts an emulator on a free port for the test file; fields fill in before the tests run. */
export function useEmulator(options = {}) {
  const emulator = {};
  beforeAll(async () => {
    Object.assign(emulator, await startEmulator({ port: 0, today: TEST_TODAY, ...options }));
  });
  afterAll(() => emulator.close());
  return emulator;
}

export async function getJson(url, init) {
  const response = await fetch(url, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : undefined,
  };
}

export function postJson(base, path, body) {
  return getJson(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

export function eventsUrl(base, query = {}, calendarId = DEMO_CALENDAR_ID) {
  const params = new URLSearchParams({ key: DEMO_API_KEY, ...query });
  for (const [name, value] of Object.entries(query)) if (value === undefined) params.delete(name);
  return `${base}/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events?${params}`;
}

export function batchGetUrl(base, ranges, extra = {}, sheetId = DEMO_SHEET_ID) {
  const params = new URLSearchParams({ key: DEMO_API_KEY, ...extra });
  for (const range of ranges) params.append("ranges", range);
  for (const [name, value] of Object.entries(extra)) if (value === undefined) params.delete(name);
  return `${base}/sheets/v4/spreadsheets/${sheetId}/values:batchGet?${params}`;
}

/** Fetches every page of an events.list query and returns the pages. */
export async function allPages(base, query) {
  const pages = [];
  let pageToken;
  do {
    const { status, body } = await getJson(eventsUrl(base, { ...query, pageToken }));
    if (status !== 200) throw new Error(`page ${pages.length} failed with ${status}`);
    pages.push(body);
    pageToken = body.nextPageToken;
  } while (pageToken);
  return pages;
}
