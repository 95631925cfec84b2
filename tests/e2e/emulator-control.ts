import { expect, type APIRequestContext } from "@playwright/test";

// The emulator's control API (emulator/README.md), for the specs that change its answers.

export const emulator = `http://127.0.0.1:${process.env.EMULATOR_PORT ?? 8787}`;
export const eventsPath = "/calendar/v3/calendars/";
export const sheetsPath = "/sheets/v4/spreadsheets";

export interface LogEntry {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  status: number;
}

export async function control(request: APIRequestContext, path: string, data?: object) {
  const response = await request.post(`${emulator}/__control/${path}`, { data: data ?? {} });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Every request the emulator has answered (or dropped) since the last reset. */
export async function requestLog(request: APIRequestContext): Promise<LogEntry[]> {
  return (await (await request.get(`${emulator}/__control/log`)).json()) as LogEntry[];
}

export async function calendarLog(request: APIRequestContext): Promise<LogEntry[]> {
  return (await requestLog(request)).filter((entry) => entry.path.startsWith(eventsPath));
}

export async function sheetRequests(request: APIRequestContext): Promise<LogEntry[]> {
  return (await requestLog(request)).filter(
    (entry) => entry.path.startsWith(sheetsPath) && entry.method === "GET",
  );
}

/** An all-day event on `date`, as Google writes one. */
export function allDay(summary: string, date: string) {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { summary, start: { date }, end: { date: next.toISOString().slice(0, 10) } };
}

/** A camp row as staff type one into the sheet, in the columns of CAMP_HEADER. */
export const camp = (title: string, group: string, description = `<p>${title}</p>`) => [
  title,
  "Maidu Elementary",
  "TK/K",
  "6/9/2025",
  "6/13/2025",
  description,
  group,
];
