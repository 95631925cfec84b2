// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import { campTabs } from "./sheets-data.mjs";
import {
  allPages,
  batchGetUrl,
  eventsUrl,
  getJson,
  postJson,
  useEmulator,
} from "./test-helpers.mjs";

const emulator = useEmulator();
const control = (path, body) => postJson(emulator.url, `/__control/${path}`, body);
const fault = (rule) => control("fault", rule);
const events = (query) => getJson(eventsUrl(emulator.url, query));
const MARCH = { timeMin: "2027-03-01T00:00:00-08:00", timeMax: "2027-04-01T00:00:00-07:00" };
const APRIL = { timeMin: "2027-04-01T00:00:00-07:00", timeMax: "2027-05-01T00:00:00-07:00" };

beforeEach(() => control("reset", {}));

describe("fault rules", () => {
  it("answers with the rule's status and JSON body on matching paths only", async () => {
    const body = { error: { code: 403, message: "Rate Limit Exceeded" } };
    await fault({ path: "/calendar/v3/calendars/", status: 403, body });
    expect(await events({})).toMatchObject({ status: 403, body });
    expect((await getJson(batchGetUrl(emulator.url, ["EUSD"]))).status).toBe(200);
  });

  it("sends a string body as text and a status alone with Google's body for it", async () => {
    await fault({ path: "/sheets/", status: 502, body: "<html>Bad Gateway</html>", times: 1 });
    await fault({ path: "/sheets/", status: 503 });
    const text = await fetch(batchGetUrl(emulator.url, ["EUSD"]));
    expect([text.status, await text.text()]).toEqual([502, "<html>Bad Gateway</html>"]);
    expect(text.headers.get("content-type")).toBe("text/plain; charset=UTF-8");
    const { status, body } = await getJson(batchGetUrl(emulator.url, ["EUSD"]));
    expect([status, body]).toEqual([
      503,
      { error: { code: 503, message: "Service Unavailable", status: "UNAVAILABLE" } },
    ]);
  });

  it("stops applying after `times` requests", async () => {
    await fault({ path: "/calendar/", status: 500, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await events({})).status);
    expect(statuses).toEqual([500, 500, 200]);
  });

  it("matches query values by substring", async () => {
    await fault({ path: "/calendar/", status: 500, query: { timeMin: "2027-03" } });
    expect((await events(MARCH)).status).toBe(500);
    expect((await events(APRIL)).status).toBe(200);
  });

  it("holds back the normal answer when the rule has only delayMs", async () => {
    // Far longer than any slow machine takes to answer: March is still on its way when April,
    // asked after it, has long arrived.
    await fault({ path: "/calendar/", delayMs: 600_000, query: { timeMin: "2027-03" } });
    const controller = new AbortController();
    let marchAnswered = false;
    const march = fetch(eventsUrl(emulator.url, MARCH), { signal: controller.signal })
      .then(() => (marchAnswered = true))
      .catch(() => {});
    expect((await events(APRIL)).status).toBe(200);
    expect(marchAnswered).toBe(false);
    controller.abort();
    await march;
  });

  it("sends the given reason phrase, or none at all", async () => {
    const { request } = await import("node:http");
    const statusLine = (statusText) =>
      fault({ path: "/sheets/", status: 403, statusText, times: 1 }).then(
        () =>
          new Promise((resolve, reject) =>
            request(batchGetUrl(emulator.url, ["EUSD"]), (response) => {
              response.resume();
              resolve(response.statusMessage);
            })
              .on("error", reject)
              .end(),
          ),
      );
    expect(await statusLine("")).toBe("");
    expect(await statusLine("Nope")).toBe("Nope");
  });

  it("drops the connection for a network rule", async () => {
    await fault({ path: "/sheets/", network: true, times: 1 });
    await expect(fetch(batchGetUrl(emulator.url, ["EUSD"]))).rejects.toThrow(TypeError);
    expect((await getJson(batchGetUrl(emulator.url, ["EUSD"]))).status).toBe(200);
  });

  it.each([
    [{ status: 500 }, /path/],
    [{ path: "/calendar/" }, /status, delayMs or network/],
    [{ path: "/calendar/", status: 99 }, /status/],
    [{ path: "/calendar/", status: 500, times: 0 }, /times/],
    [{ path: "/calendar/", status: 500, query: { timeMin: 3 } }, /query/],
  ])("rejects the rule %j", async (rule, message) => {
    const { status, body } = await fault(rule);
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
  });
});

describe("data replacement", () => {
  const event = {
    summary: "Injected event",
    start: { dateTime: "2027-03-10T09:00:00-08:00" },
    end: { dateTime: "2027-03-10T10:00:00-08:00" },
  };

  it("replaces the calendar with plain Google events and fills in Google's defaults", async () => {
    await control("data", { calendar: [event] });
    const { body } = await events(MARCH);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      ...event,
      kind: "calendar#event",
      status: "confirmed",
      id: expect.any(String),
    });
    expect(body.items[0]).not.toHaveProperty("location");
  });

  it("pages 250 events at a time by default", async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      ...event,
      id: `event${String(i).padStart(3, "0")}`,
    }));
    await control("data", { calendar: many });
    const first = await events(MARCH);
    expect(first.body.items).toHaveLength(250);
    const second = await events({ ...MARCH, pageToken: first.body.nextPageToken });
    expect(second.body.items).toHaveLength(50);
    expect(second.body).not.toHaveProperty("nextPageToken");
  });

  it("replaces one tab and keeps the others, so a week 10 row can be tested", async () => {
    const eusd = campTabs().EUSD;
    eusd.push([
      "Late Camp",
      "Maidu Elementary",
      "Grades 1-3",
      "8/11/2025",
      "8/15/2025",
      "<p>Extra week</p>",
      "EU 10",
    ]);
    await control("data", { sheets: { EUSD: eusd } });
    const { body } = await getJson(batchGetUrl(emulator.url, ["EUSD", "WPUSD"]));
    expect(body.valueRanges[0].values.at(-1).at(-1)).toBe("EU 10");
    expect(body.valueRanges[1].values).toEqual(campTabs().WPUSD);
  });

  it("removes a tab replaced by null", async () => {
    await control("data", { sheets: { RAFOS: null } });
    expect((await getJson(batchGetUrl(emulator.url, ["RAFOS"]))).status).toBe(400);
  });

  it.each([
    [{ calendar: [{ summary: "no dates" }] }, /calendar\[0\]: start and end/],
    [{ calendar: [{ ...event, recurrence: ["RRULE:FREQ=YEARLY"] }] }, /calendar\[0\]: FREQ/],
    [{ calendar: {} }, /array/],
    [{ sheets: { EUSD: ["not a row"] } }, /sheets.EUSD/],
    [{ sheets: { EUSD: [["Total", "=SUM(B2:B9)"]] } }, /sheets.EUSD\[0\]\[1\]: formulas/],
    [{ weather: [] }, /unknown data keys: weather/],
  ])("rejects %j and keeps the current data", async (data, message) => {
    const { status, body } = await control("data", data);
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
    expect((await events(MARCH)).body.items.length).toBeGreaterThan(8);
  });
});

describe("page sizes", () => {
  const counts = (pages) => pages.map((page) => page.items.length);
  const march = { ...MARCH, singleEvents: "true", orderBy: "startTime" };

  it("splits events.list into pages of the given sizes, empty ones with a token too", async () => {
    const whole = (await events(march)).body.items;
    await control("paging", { sizes: [3, 0, 2] });
    const pages = await allPages(emulator.url, march);
    expect(counts(pages)).toEqual([3, 0, 2, whole.length - 5]);
    expect(pages.slice(0, -1).every((page) => page.nextPageToken)).toBe(true);
    expect(pages.flatMap((page) => page.items)).toEqual(whole);
  });

  it("can end on an empty page", async () => {
    const total = (await events(march)).body.items.length;
    await control("paging", { sizes: [total, 0] });
    const pages = await allPages(emulator.url, march);
    expect(counts(pages)).toEqual([total, 0]);
    expect(pages[0].nextPageToken).toEqual(expect.any(String));
  });

  it("caps a size at maxResults, then pages by maxResults once the sizes run out", async () => {
    const total = (await events(march)).body.items.length;
    await control("paging", { sizes: [10, 0] });
    const rest = Array.from({ length: Math.ceil((total - 4) / 4) }, (_, i) =>
      Math.min(4, total - 4 - 4 * i),
    );
    const pages = await allPages(emulator.url, { ...march, maxResults: "4" });
    expect(counts(pages)).toEqual([4, 0, ...rest]);
  });

  it("goes back to pages of maxResults on null and on reset", async () => {
    await control("paging", { sizes: [1] });
    await control("paging", { sizes: null });
    expect(counts(await allPages(emulator.url, { ...march, maxResults: "250" }))).toHaveLength(1);
    await control("paging", { sizes: [1] });
    await control("reset", {});
    expect(counts(await allPages(emulator.url, march))).toHaveLength(1);
  });

  it.each([{}, { sizes: [1, -1] }, { sizes: [1.5] }, { sizes: "3" }])(
    "rejects %j",
    async (body) => {
      const { status, body: answer } = await control("paging", body);
      expect(status).toBe(400);
      expect(answer.error).toMatch(/sizes must be/);
    },
  );
});

describe("reset, log and health", () => {
  it("logs every API request with its query, repeated parameters as arrays", async () => {
    await getJson(batchGetUrl(emulator.url, ["EUSD", "WPUSD"]));
    await events({ ...MARCH, singleEvents: "true" });
    const { body: log } = await getJson(`${emulator.url}/__control/log`);
    expect(log).toEqual([
      {
        method: "GET",
        path: expect.stringMatching(/^\/sheets\/v4\/spreadsheets\/\w+\/values:batchGet$/),
        query: { key: "demo-key", ranges: ["EUSD", "WPUSD"] },
        status: 200,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({
        path: "/calendar/v3/calendars/star-events@group.calendar.google.com/events",
        query: { key: "demo-key", ...MARCH, singleEvents: "true" },
      }),
    ]);
  });

  it("logs faulted and dropped requests with their status, 0 for a dropped connection", async () => {
    await fault({ path: "/calendar/", status: 429, times: 1 });
    await fault({ path: "/calendar/", network: true, times: 1 });
    await events({});
    await fetch(eventsUrl(emulator.url, {})).catch(() => {});
    const { body: log } = await getJson(`${emulator.url}/__control/log`);
    expect(log.map((entry) => entry.status)).toEqual([429, 0]);
  });

  it("clears rules, data and the log on reset", async () => {
    await fault({ path: "/calendar/", status: 500 });
    await control("data", { calendar: [] });
    await events({});
    await control("reset", {});
    expect((await events(MARCH)).body.items.length).toBeGreaterThan(8);
    const { body: log } = await getJson(`${emulator.url}/__control/log`);
    expect(log).toHaveLength(1);
  });

  it("reports health and refuses unknown control endpoints", async () => {
    expect((await getJson(`${emulator.url}/__control/health`)).body).toEqual({ ok: true });
    expect((await getJson(`${emulator.url}/__control/nope`)).status).toBe(404);
    expect((await control("health", {})).status).toBe(404);
  });

  it("refuses a control body that is not JSON", async () => {
    const response = await fetch(`${emulator.url}/__control/fault`, {
      method: "POST",
      body: "{oops",
    });
    expect(response.status).toBe(400);
  });
});
