import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CalendarApiError,
  CalendarFreeBusyError,
  listCalendarEvents,
  type CalendarSource,
  type TimeRange,
} from "./calendar";

const source: CalendarSource = {
  apiUrl: "http://127.0.0.1:8787/calendar/v3",
  apiKey: "test-key",
  calendarId: "star@group.calendar.google.com",
};
const march: TimeRange = {
  timeMin: "2026-02-28T00:00:00-08:00",
  timeMax: "2026-04-02T00:00:00-07:00",
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=UTF-8" },
  });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function requestedUrl(call = 0) {
  return new URL(String(fetchMock.mock.calls[call]![0]));
}

describe("listCalendarEvents", () => {
  it("asks for single, ordered events of the range with the key, on the encoded calendar", async () => {
    fetchMock.mockResolvedValue(json({ kind: "calendar#events", items: [] }));
    await listCalendarEvents(march, { source });
    const url = requestedUrl();
    expect(url.pathname).toBe("/calendar/v3/calendars/star%40group.calendar.google.com/events");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: "test-key",
      timeMin: "2026-02-28T00:00:00-08:00",
      timeMax: "2026-04-02T00:00:00-07:00",
      singleEvents: "true",
      orderBy: "startTime",
    });
  });

  it("maps all-day and timed events, leaving absent keys out", async () => {
    fetchMock.mockResolvedValue(
      json({
        items: [
          {
            kind: "calendar#event",
            id: "a1",
            status: "confirmed",
            summary: "No School: Presidents' Day",
            htmlLink: "https://www.google.com/calendar/event?eid=a1",
            start: { date: "2026-02-16" },
            end: { date: "2026-02-17" },
          },
          {
            id: "t1",
            summary: "Family Night",
            description: "<b>Bring</b> a dish",
            location: "Maidu Elementary",
            start: { dateTime: "2026-03-05T18:00:00-08:00", timeZone: "America/Los_Angeles" },
            end: { dateTime: "2026-03-05T19:30:00-08:00" },
          },
        ],
      }),
    );
    await expect(listCalendarEvents(march, { source })).resolves.toEqual([
      {
        id: "a1",
        summary: "No School: Presidents' Day",
        htmlLink: "https://www.google.com/calendar/event?eid=a1",
        timing: { allDay: true, startDate: "2026-02-16", endDate: "2026-02-17" },
      },
      {
        id: "t1",
        summary: "Family Night",
        description: "<b>Bring</b> a dish",
        location: "Maidu Elementary",
        timing: {
          allDay: false,
          start: "2026-03-05T18:00:00-08:00",
          end: "2026-03-05T19:30:00-08:00",
        },
      },
    ]);
  });

  it("drops cancelled stubs, items without times and items it cannot read", async () => {
    fetchMock.mockResolvedValue(
      json({
        items: [
          { kind: "calendar#event", etag: '"1"', id: "gone", status: "cancelled" },
          {
            id: "gone-too",
            status: "cancelled",
            summary: "Moved",
            start: { date: "2026-03-02" },
            end: { date: "2026-03-03" },
          },
          { id: "no-times", summary: "Half an event" },
          { summary: "No id", start: { date: "2026-03-02" }, end: { date: "2026-03-03" } },
          { id: "kept", start: { date: "2026-03-02" }, end: { date: "2026-03-03" } },
        ],
      }),
    );
    const events = await listCalendarEvents(march, { source });
    expect(events.map((e) => [e.id, e.summary])).toEqual([["kept", ""]]);
  });

  it("follows nextPageToken until the last page and keeps the order", async () => {
    const item = (id: string) => ({
      id,
      start: { date: "2026-03-02" },
      end: { date: "2026-03-03" },
    });
    fetchMock
      .mockResolvedValueOnce(json({ items: [item("1"), item("2")], nextPageToken: "p2" }))
      .mockResolvedValueOnce(json({ items: [], nextPageToken: "p3" }))
      .mockResolvedValueOnce(json({ items: [item("3")], nextSyncToken: "sync" }));
    const events = await listCalendarEvents(march, { source });
    expect(events.map((e) => e.id)).toEqual(["1", "2", "3"]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(requestedUrl(0).searchParams.has("pageToken")).toBe(false);
    expect(requestedUrl(1).searchParams.get("pageToken")).toBe("p2");
    expect(requestedUrl(2).searchParams.get("pageToken")).toBe("p3");
    expect(requestedUrl(2).searchParams.get("timeMin")).toBe(march.timeMin);
  });

  it("gives up on a server that never stops paging", async () => {
    fetchMock.mockImplementation(async () => json({ items: [], nextPageToken: "again" }));
    await expect(listCalendarEvents(march, { source })).rejects.toThrow(/more than 40 pages/);
  });

  it.each([
    [
      403,
      '{"error":{"code":403,"message":"Rate Limit Exceeded","errors":[{"domain":"usageLimits","reason":"rateLimitExceeded","message":"Rate Limit Exceeded"}]}}',
      "Rate Limit Exceeded",
    ],
    [404, '{"error":{"code":404,"message":"Not Found"}}', "Not Found"],
    [500, "Internal error", "Internal error"],
    [502, `<html>${"x".repeat(900_000)}</html>`, `<html>${"x".repeat(294)}…`],
  ])(
    "turns a %i answer into 'Calendar API error: {status} {body}', with Google's message or the first 300 characters",
    async (status, body, shown) => {
      fetchMock.mockResolvedValue(new Response(body, { status }));
      const failure = listCalendarEvents(march, { source });
      await expect(failure).rejects.toBeInstanceOf(CalendarApiError);
      await expect(failure).rejects.toThrow(`Calendar API error: ${status} ${shown}`);
    },
  );

  it.each([
    ["a date that is not one", { date: "garbage" }],
    ["a date written the American way", { date: "1/9/2027" }],
    ["a day that does not exist", { date: "2026-02-30" }],
    ["a time that is not one", { dateTime: "not-a-time" }],
    ["a time without its offset", { dateTime: "2026-03-05T18:00:00" }],
  ])(
    "leaves out an event with %s, once in the console, and keeps the rest",
    async (_kind, start) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const id = `broken-${JSON.stringify(start)}`;
      fetchMock.mockImplementation(async () =>
        json({
          items: [
            { id, summary: "Broken", start, end: { date: "2026-03-10" } },
            {
              id: "ok",
              summary: "Family Night",
              start: { date: "2026-03-09" },
              end: { date: "2026-03-10" },
            },
          ],
        }),
      );
      const events = await listCalendarEvents(march, { source });
      await listCalendarEvents(march, { source });
      expect(events.map((event) => event.id)).toEqual(["ok"]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toContain(id);
    },
  );

  it("says the calendar is shared as free/busy only when Google sends no event details", async () => {
    fetchMock.mockResolvedValue(
      json({
        kind: "calendar#events",
        accessRole: "freeBusyReader",
        items: [
          {
            kind: "calendar#event",
            id: "e1",
            start: { dateTime: "2026-03-05T18:00:00-08:00" },
            end: { dateTime: "2026-03-05T19:00:00-08:00" },
          },
        ],
      }),
    );
    await expect(listCalendarEvents(march, { source })).rejects.toBeInstanceOf(
      CalendarFreeBusyError,
    );
  });

  it("gives up after 15 seconds of silence and says Google Calendar did not answer", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    );
    const pending = listCalendarEvents(march, { source }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toMatchObject({
      name: "GoogleTimeoutError",
      message: "Google Calendar did not answer within 15 seconds.",
    });
    vi.useRealTimers();
  });

  it("stops at the first failing page", async () => {
    fetchMock
      .mockResolvedValueOnce(json({ items: [], nextPageToken: "p2" }))
      .mockResolvedValueOnce(new Response("Backend Error", { status: 503 }));
    await expect(listCalendarEvents(march, { source })).rejects.toThrow(
      "Calendar API error: 503 Backend Error",
    );
  });

  it("says so when an OK answer is not an events list", async () => {
    fetchMock.mockResolvedValue(new Response("<html>captive portal</html>", { status: 200 }));
    await expect(listCalendarEvents(march, { source })).rejects.toThrow(/unexpected shape/);
  });

  it("passes the abort signal to fetch", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    );
    const controller = new AbortController();
    const pending = listCalendarEvents(march, { source, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toHaveProperty("name", "AbortError");
  });

  it.each([
    [{ apiKey: undefined }, /VITE_GOOGLE_API_KEY missing/],
    [{ calendarId: undefined }, /VITE_GOOGLE_CALENDAR_ID missing/],
    [
      { apiKey: undefined, calendarId: undefined },
      /VITE_GOOGLE_API_KEY and VITE_GOOGLE_CALENDAR_ID missing/,
    ],
  ])("makes no request when not configured (%j)", async (missing, message) => {
    await expect(listCalendarEvents(march, { source: { ...source, ...missing } })).rejects.toThrow(
      message,
    );
    await expect(listCalendarEvents(march, { source: { ...source, ...missing } })).rejects.toThrow(
      /not configured/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
