// @vitest-environment node
import { describe, expect, it } from "vitest";
import { allPages, eventsUrl, getJson, useEmulator } from "./test-helpers.mjs";
import { boundMs } from "./time.mjs";

const emulator = useEmulator();
const NOVEMBER = { timeMin: "2026-11-01T00:00:00-07:00", timeMax: "2026-12-01T00:00:00-08:00" };
const list = (query) => getJson(eventsUrl(emulator.url, query));
const summaries = (body) => body.items.map((item) => item.summary);
const helpHours = (items) =>
  items.filter((item) => item.summary === "Nova class registration help hours");

describe("events.list overlap filtering", () => {
  it("excludes an event that ends exactly at timeMin and one that starts exactly at timeMax", async () => {
    // Staff training runs 8:30-11:30 and the Nova check-in 13:00-14:00 on the second Thursday.
    const { body } = await list({
      timeMin: "2026-11-12T11:30:00-08:00",
      timeMax: "2026-11-12T13:00:00-08:00",
    });
    expect(summaries(body)).toEqual([]);
    const wider = await list({
      timeMin: "2026-11-12T11:29:59-08:00",
      timeMax: "2026-11-12T13:00:01-08:00",
    });
    expect(summaries(wider.body).sort()).toEqual([
      "Nova instructor check-in",
      "Staff training – all sites",
    ]);
  });

  it.each([
    ["inside the last day", "2026-11-27T12:00:00-08:00", true],
    ["a minute before it ends at midnight in Sacramento", "2026-11-28T07:59:00Z", true],
    ["at midnight in Sacramento", "2026-11-28T08:00:00Z", false],
  ])(
    "includes a multi-day all-day closure when timeMin is %s: %s",
    async (_, timeMin, included) => {
      const timeMax = "2026-11-28T23:00:00Z";
      const { body } = await list({ timeMin, timeMax });
      expect(summaries(body).includes("Office closed – Thanksgiving Break")).toBe(included);
    },
  );

  it("includes a timed event that crosses midnight on the morning after", async () => {
    const { body } = await list({
      timeMin: "2026-09-19T06:00:00-07:00",
      timeMax: "2026-09-19T07:00:00-07:00",
    });
    const [campout] = body.items;
    expect(campout.summary).toBe("Fall Family Campout – Greenhills Elementary");
    expect(campout.start.dateTime).toBe("2026-09-18T19:00:00-07:00");
    expect(campout.end.dateTime).toBe("2026-09-19T08:00:00-07:00");
  });
});

describe("events.list recurring events", () => {
  it("expands a weekly event into instances with Google's ids when singleEvents=true", async () => {
    const { body } = await list({ ...NOVEMBER, singleEvents: "true" });
    const instances = helpHours(body.items);
    const base = instances[0].recurringEventId;
    expect(instances.map((i) => i.id)).toEqual([
      `${base}_20261104T230000Z`,
      `${base}_20261111T230000Z`,
      `${base}_20261125T230000Z`,
    ]);
    for (const instance of instances) {
      expect(instance.originalStartTime).toEqual(instance.start);
      expect(instance).not.toHaveProperty("recurrence");
    }
    expect(new Set(instances.map((i) => i.htmlLink)).size).toBe(3);
  });

  it("returns the recurring master once, with its RRULE, when singleEvents is off", async () => {
    const { body } = await list(NOVEMBER);
    const [master] = helpHours(body.items);
    expect(helpHours(body.items)).toHaveLength(1);
    expect(master.recurrence).toEqual([
      expect.stringMatching(/^RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=\d{8}T\d{6}Z$/),
    ]);
    expect(master.start.dateTime).toBe("2026-07-01T15:00:00-07:00");
  });

  it("keeps 3:00 PM local across the end of daylight saving time", async () => {
    const { body } = await list({
      timeMin: "2026-10-28T00:00:00-07:00",
      timeMax: "2026-11-05T00:00:00-08:00",
      singleEvents: "true",
    });
    expect(helpHours(body.items).map((i) => i.start.dateTime)).toEqual([
      "2026-10-28T15:00:00-07:00",
      "2026-11-04T15:00:00-08:00",
    ]);
  });
});

describe("events.list cancelled events", () => {
  const cancelled = (items) => items.filter((item) => item.status === "cancelled");

  it("hides cancelled events and instances unless showDeleted=true", async () => {
    const { body } = await list({ ...NOVEMBER, singleEvents: "true" });
    expect(cancelled(body.items)).toEqual([]);
    expect(summaries(body).some((s) => s.startsWith("Family Movie Night"))).toBe(false);
  });

  it("returns stubs without summary, start or end when showDeleted=true", async () => {
    const { body } = await list({ ...NOVEMBER, singleEvents: "true", showDeleted: "true" });
    const stubs = cancelled(body.items);
    expect(stubs).toHaveLength(2);
    const instance = stubs.find((stub) => stub.recurringEventId);
    const standalone = stubs.find((stub) => !stub.recurringEventId);
    expect(Object.keys(standalone).sort()).toEqual(["etag", "id", "kind", "status"]);
    expect(instance).toEqual({
      kind: "calendar#event",
      etag: expect.any(String),
      id: `${instance.recurringEventId}_20261118T230000Z`,
      status: "cancelled",
      recurringEventId: instance.recurringEventId,
      originalStartTime: { dateTime: "2026-11-18T15:00:00-08:00", timeZone: "America/Los_Angeles" },
    });
  });

  it("still lists a cancelled instance beside its master when singleEvents is off, as Google does", async () => {
    const { body } = await list(NOVEMBER);
    expect(cancelled(body.items).map((stub) => stub.originalStartTime?.dateTime)).toEqual([
      "2026-11-18T15:00:00-08:00",
    ]);
  });
});

describe("events.list ordering and paging", () => {
  const WINDOW = {
    timeMin: "2026-07-01T00:00:00-07:00",
    timeMax: "2027-08-01T00:00:00-07:00",
    singleEvents: "true",
  };

  it("orders by start with all-day dates at midnight in Sacramento", async () => {
    const { body } = await list({ ...NOVEMBER, singleEvents: "true", orderBy: "startTime" });
    const starts = body.items.map((item) => boundMs(item.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(body.items[0]).toMatchObject({ start: { date: "2026-11-01" } });
  });

  it("orders by updated", async () => {
    const { body } = await list({ ...NOVEMBER, orderBy: "updated" });
    const updated = body.items.map((item) => Date.parse(item.updated));
    expect(updated).toEqual([...updated].sort((a, b) => a - b));
  });

  it("pages with nextPageToken and reassembles the full list", async () => {
    const query = { ...WINDOW, orderBy: "startTime" };
    const whole = await list({ ...query, maxResults: "2500" });
    const pages = await allPages(emulator.url, { ...query, maxResults: "40" });
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.flatMap((page) => page.items)).toEqual(whole.body.items);
    expect(pages.slice(0, -1).every((p) => p.items.length === 40 && !p.nextSyncToken)).toBe(true);
    expect(pages.at(-1)).not.toHaveProperty("nextPageToken");
    expect(pages.at(-1).nextSyncToken).toEqual(expect.any(String));
  });

  it("clamps maxResults above 2500 instead of failing", async () => {
    const { status, body } = await list({ ...WINDOW, maxResults: "99999" });
    expect(status).toBe(200);
    expect(body).not.toHaveProperty("nextPageToken");
    expect(body.items.length).toBeGreaterThan(150);
  });

  it.each([
    ["garbage", () => "not-a-token"],
    [
      "a token from another query",
      async () => (await list({ ...NOVEMBER, maxResults: "1" })).body.nextPageToken,
    ],
  ])("rejects %s as a page token", async (_, token) => {
    const { status, body } = await list({ ...WINDOW, pageToken: await token() });
    expect(status).toBe(400);
    expect(body.error.errors[0]).toMatchObject({
      reason: "invalid",
      location: "pageToken",
      message: "Invalid page token value.",
    });
  });
});
