// @vitest-environment node
import { describe, expect, it } from "vitest";
import { DEMO_CALENDAR_ID, DEMO_FREE_BUSY_CALENDAR_ID } from "./demo-config.mjs";
import { eventsUrl, getJson, useEmulator } from "./test-helpers.mjs";

const emulator = useEmulator();
const NOVEMBER = { timeMin: "2026-11-01T00:00:00-07:00", timeMax: "2026-12-01T00:00:00-08:00" };
const list = (query, calendarId) => getJson(eventsUrl(emulator.url, query, calendarId));

describe("events.list key and calendar checks", () => {
  it("refuses a request without a key with Google's 403", async () => {
    const { status, body } = await list({ key: undefined });
    expect(status).toBe(403);
    expect(body.error).toMatchObject({
      code: 403,
      status: "PERMISSION_DENIED",
      message: expect.stringMatching(/^Method doesn't allow unregistered callers/),
    });
  });

  it("refuses a wrong key with Google's API_KEY_INVALID body", async () => {
    const { status, body } = await list({ key: "not-the-key" });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 400,
        message: "API key not valid. Please pass a valid API key.",
        errors: [
          {
            message: "API key not valid. Please pass a valid API key.",
            domain: "global",
            reason: "badRequest",
          },
        ],
        status: "INVALID_ARGUMENT",
        details: [
          {
            "@type": "type.googleapis.com/google.rpc.ErrorInfo",
            reason: "API_KEY_INVALID",
            domain: "googleapis.com",
            metadata: { service: "calendar-json.googleapis.com" },
          },
        ],
      },
    });
  });

  it("answers 404 notFound for an unknown calendar", async () => {
    const { status, body } = await list({}, "someone-else@group.calendar.google.com");
    expect(status).toBe(404);
    expect(body).toEqual({
      error: {
        errors: [{ domain: "global", reason: "notFound", message: "Not Found" }],
        code: 404,
        message: "Not Found",
      },
    });
  });
});

describe("events.list parameter validation", () => {
  it.each([
    ["timeMin", "2026-11-01T00:00:00"],
    ["timeMin", "2026-11-01"],
    ["timeMax", "next tuesday"],
    ["timeMax", "2026-11-01T00:00:00 08:00"],
  ])("rejects %s=%s without an offset as Bad Request", async (name, value) => {
    const { status, body } = await list({ [name]: value });
    expect(status).toBe(400);
    expect(body.error.errors[0]).toEqual({
      domain: "global",
      reason: "badRequest",
      message: "Bad Request",
    });
  });

  it.each(["2026-11-01T00:00:00Z", "2026-11-01T00:00:00.000-08:00", "2026-11-01T00:00:00+05:30"])(
    "accepts timeMin=%s",
    async (timeMin) => expect((await list({ timeMin })).status).toBe(200),
  );

  it.each([
    ["equal", "2026-11-05T00:00:00Z", "2026-11-05T00:00:00Z"],
    ["reversed", "2026-11-06T00:00:00Z", "2026-11-05T00:00:00Z"],
  ])("rejects an empty time range (%s)", async (_, timeMin, timeMax) => {
    const { status, body } = await list({ timeMin, timeMax });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        errors: [
          {
            domain: "calendar",
            reason: "timeRangeEmpty",
            message: "The specified time range is empty.",
            locationType: "parameter",
            location: "timeMax",
          },
        ],
        code: 400,
        message: "The specified time range is empty.",
      },
    });
  });

  it.each(["0", "-3", "ten", "1.5"])("rejects maxResults=%s", async (maxResults) => {
    const { status, body } = await list({ maxResults });
    expect(status).toBe(400);
    expect(body.error.errors[0]).toEqual({
      domain: "global",
      reason: "invalid",
      message: `Invalid value '${maxResults}'. Values must be within the range: [1, 2500]`,
      locationType: "parameter",
      location: "maxResults",
    });
  });

  it("rejects orderBy=startTime without singleEvents", async () => {
    const { status, body } = await list({ orderBy: "startTime" });
    expect(status).toBe(400);
    expect(body.error.errors[0]).toEqual({
      domain: "global",
      reason: "invalid",
      location: "orderBy",
      locationType: "parameter",
      message: "The requested ordering is not available for the particular query.",
    });
  });
});

describe("events.list response shape", () => {
  it("sends Google's envelope and headers", async () => {
    const response = await fetch(eventsUrl(emulator.url, NOVEMBER));
    expect(response.headers.get("content-type")).toBe("application/json; charset=UTF-8");
    expect(response.headers.get("vary")).toBe("Origin, X-Origin, Referer");
    const body = await response.json();
    expect(body).toMatchObject({
      kind: "calendar#events",
      etag: expect.stringMatching(/^".+"$/),
      summary: "STAR Events",
      description: expect.any(String),
      updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      timeZone: "America/Los_Angeles",
      accessRole: "reader",
      defaultReminders: [],
      nextSyncToken: expect.any(String),
    });
  });

  it("sends complete events, leaves optional keys out instead of null, and links each to its eid", async () => {
    const { body } = await list({ ...NOVEMBER, singleEvents: "true" });
    expect(JSON.stringify(body)).not.toContain("null");
    for (const event of body.items) {
      expect(event).toMatchObject({
        kind: "calendar#event",
        status: "confirmed",
        eventType: "default",
        iCalUID: `${event.id.split("_")[0]}@google.com`,
        organizer: { email: DEMO_CALENDAR_ID },
        creator: { email: expect.any(String) },
      });
      const eid = new URL(event.htmlLink).searchParams.get("eid");
      expect(Buffer.from(eid, "base64url").toString()).toBe(`${event.id} ${DEMO_CALENDAR_ID}`);
      expect(eid).not.toContain("=");
      expect(Date.parse(event.created)).toBeLessThanOrEqual(Date.parse(event.updated));
    }
    expect(body.items.some((event) => !("location" in event))).toBe(true);
  });

  it.each([
    ["October 2026", "2026-10-01T00:00:00-07:00", "2026-11-01T00:00:00-07:00", () => "-07:00"],
    ["November 2026", "2026-11-02T00:00:00-08:00", "2026-12-01T00:00:00-08:00", () => "-08:00"],
    [
      "March 2027",
      "2027-03-01T00:00:00-08:00",
      "2027-04-01T00:00:00-07:00",
      (day) => (day < "2027-03-14" ? "-08:00" : "-07:00"),
    ],
  ])(
    "gives timed events in %s the right Sacramento offset",
    async (_, timeMin, timeMax, expected) => {
      const { body } = await list({ timeMin, timeMax, singleEvents: "true" });
      const timed = body.items.filter((event) => event.start.dateTime);
      expect(timed.length).toBeGreaterThan(5);
      for (const { start } of timed) {
        expect(start.timeZone).toBe("America/Los_Angeles");
        expect(start.dateTime.slice(-6)).toBe(expected(start.dateTime.slice(0, 10)));
      }
    },
  );

  it("carries the description with links and hostile markup in the current month", async () => {
    const { body } = await list({ ...NOVEMBER, singleEvents: "true" });
    const event = body.items.find((item) => item.summary === "Nova class registration opens");
    expect(event.start).toEqual({ date: "2026-11-17" });
    expect(event.description).toContain('<a href="https://example.org/nova">');
    expect(event.description).toContain("<b>");
    expect(event.description).toContain("<img src=x>");
    expect(event.description).toContain("<script>window.__xss=1</script>");
  });
});

describe("events.list field masks", () => {
  it("trims the answer to items(id,summary,start),nextPageToken", async () => {
    const { status, body } = await list({
      ...NOVEMBER,
      singleEvents: "true",
      maxResults: "3",
      fields: "items(id,summary,start),nextPageToken",
    });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["nextPageToken", "items"]);
    expect(body.items).toHaveLength(3);
    for (const item of body.items) expect(Object.keys(item)).toEqual(["id", "summary", "start"]);
  });

  it("takes the slash form and * as Google does", async () => {
    const { body } = await list({
      ...NOVEMBER,
      singleEvents: "true",
      fields: "items/start/date,kind",
    });
    expect(Object.keys(body)).toEqual(["kind", "items"]);
    expect(body.items.every((item) => Object.keys(item.start).every((key) => key === "date"))).toBe(
      true,
    );
    const whole = await list({ ...NOVEMBER, fields: "*" });
    expect(whole.body).toEqual((await list(NOVEMBER)).body);
  });

  it.each([
    ["bogus", "bogus"],
    ["items(id,colour)", "colour"],
    ["items/summary/text", "text"],
    ["items.summary", "items.summary"],
    ["items(id", "items(id"],
  ])("refuses fields=%s as an invalid field selection", async (fields, named) => {
    const { status, body } = await list({ ...NOVEMBER, fields });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        errors: [
          {
            domain: "global",
            reason: "invalidParameter",
            message: `Invalid field selection ${named}`,
            locationType: "parameter",
            location: "fields",
          },
        ],
        code: 400,
        message: `Invalid field selection ${named}`,
      },
    });
  });

  it("keeps a page token valid when the mask changes between pages", async () => {
    const first = await list({ ...NOVEMBER, maxResults: "2", fields: "nextPageToken" });
    const second = await list({
      ...NOVEMBER,
      maxResults: "2",
      pageToken: first.body.nextPageToken,
    });
    expect(second.status).toBe(200);
  });
});

describe("a calendar shared as free/busy only", () => {
  const busy = (query) => list({ ...NOVEMBER, ...query }, DEMO_FREE_BUSY_CALENDAR_ID);

  it("says freeBusyReader in the envelope and lists the same events at the same times", async () => {
    const query = { singleEvents: "true", orderBy: "startTime" };
    const [shown, full] = await Promise.all([busy(query), list({ ...NOVEMBER, ...query })]);
    expect(shown.body).toMatchObject({ kind: "calendar#events", accessRole: "freeBusyReader" });
    const when = ({ id, start, end }) => ({
      id,
      start: start.date ?? start.dateTime,
      end: end.date ?? end.dateTime,
    });
    expect(shown.body.items.map(when)).toEqual(full.body.items.map(when));
  });

  it("keeps only when an event is, never what it is", async () => {
    const { body } = await busy({ singleEvents: "true" });
    const single = ["kind", "etag", "id", "status", "htmlLink", "updated", "start", "end"];
    const instance = [...single, "recurringEventId", "originalStartTime"];
    for (const event of body.items) {
      const keys = event.recurringEventId ? instance : single;
      expect(Object.keys(event)).toEqual([...keys, "visibility", "iCalUID"]);
      expect(event.visibility).toBe("private");
      expect(event.start).not.toHaveProperty("timeZone");
      const eid = new URL(event.htmlLink).searchParams.get("eid");
      expect(Buffer.from(eid, "base64url").toString()).toBe(
        `${event.id} ${DEMO_FREE_BUSY_CALENDAR_ID}`,
      );
    }
    expect(JSON.stringify(body.items)).not.toMatch(/"(summary|description|location)"/);
  });

  it("lists cancelled events as the same bare stubs", async () => {
    const query = { singleEvents: "true", showDeleted: "true" };
    const stubs = (items) => items.filter((event) => event.status === "cancelled");
    const [shown, full] = await Promise.all([busy(query), list({ ...NOVEMBER, ...query })]);
    expect(stubs(shown.body.items)).toEqual(stubs(full.body.items));
    expect(stubs(shown.body.items).length).toBeGreaterThan(0);
  });
});
