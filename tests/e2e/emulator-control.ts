import type { APIRequestContext } from "@playwright/test";
import { startEmulator } from "../../emulator/server.mjs";
import { test as base, expect } from "./fixtures";

// The emulator's control API (emulator/README.md), for the specs that change its answers.

/** Where the demo build's pages call Google: the emulator that the test server starts. */
export const builtEmulator = `http://127.0.0.1:${process.env.EMULATOR_PORT ?? 8787}`;

/** The emulator of this worker, which its tests change; set by `test` below. */
let emulator = "";

/**
 * The tests of the specs that change the emulator's answers. Each worker starts an emulator of
 * its own and sends its pages' calls to Google there, so that these specs run beside the others
 * and each other while the shared emulator keeps its sample data. A worker runs one test at a
 * time, so its emulator is changed by one test at a time.
 */
export const test = base.extend<{ callsToOwnEmulator: void }, { ownEmulator: string }>({
  ownEmulator: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first argument.
    async ({}, use) => {
      const started = await startEmulator({ port: 0 });
      emulator = started.url;
      await use(started.url);
      await started.close();
    },
    { scope: "worker" },
  ],
  callsToOwnEmulator: [
    async ({ context, ownEmulator }, use) => {
      await context.route(`${builtEmulator}/**`, (route) =>
        route.continue({ url: ownEmulator + route.request().url().slice(builtEmulator.length) }),
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect };
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
