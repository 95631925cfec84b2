// @vitest-environment node
import { spawn } from "node:child_process";
import { once } from "node:events";
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  DEMO_API_KEY,
  DEMO_CALENDAR_ID,
  DEMO_PRIVATE_SHEET_ID,
  DEMO_SHEET_ID,
  emulatorEnv,
} from "./demo-config.mjs";
import { startEmulator } from "./server.mjs";
import { batchGetUrl, eventsUrl, getJson, useEmulator } from "./test-helpers.mjs";

const emulator = useEmulator();
const CORS = {
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "Content-Type",
  vary: "Origin, X-Origin, Referer",
};
const corsOf = (headers) =>
  Object.fromEntries(
    ["access-control-allow-origin", ...Object.keys(CORS)].map((name) => [name, headers.get(name)]),
  );

describe("startEmulator", () => {
  it("picks a free port for port 0 and reports it in the url", async () => {
    expect(emulator.port).toBeGreaterThan(0);
    expect(emulator.url).toBe(`http://127.0.0.1:${emulator.port}`);
    const second = await startEmulator({ port: 0 });
    expect(second.port).not.toBe(emulator.port);
    await second.close();
  });

  // A new Node process can take seconds to start on a busy machine: the test waits for what
  // the process prints, within the suite's generous limit, and never leaves it running.
  it("prints its url and stops on SIGTERM when run directly", async () => {
    const script = fileURLToPath(new URL("./server.mjs", import.meta.url));
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, EMULATOR_PORT: "0" },
    });
    onTestFinished(() => {
      if (child.exitCode === null) child.kill("SIGKILL");
    });
    const [line] = await once(child.stdout, "data");
    const url = /^Google API emulator on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(String(line))?.[1];
    expect(url).toBeDefined();
    expect((await getJson(`${url}/__control/health`)).body).toEqual({ ok: true });
    child.kill("SIGTERM");
    const [code] = await once(child, "exit");
    expect(code).toBe(0);
  });
});

describe("CORS", () => {
  it.each([
    ["an API answer", () => eventsUrl(emulator.url)],
    ["an API error", () => batchGetUrl(emulator.url, ["NOPE"])],
    ["an unknown path", () => `${emulator.url}/nowhere`],
  ])("echoes the Origin on %s", async (_, url) => {
    const response = await fetch(url(), { headers: { Origin: "http://localhost:3000" } });
    expect(corsOf(response.headers)).toEqual({
      "access-control-allow-origin": "http://localhost:3000",
      ...CORS,
    });
  });

  it("allows any origin when the request has none", async () => {
    const response = await fetch(eventsUrl(emulator.url));
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers a preflight to an API path with 204 and the CORS headers", async () => {
    const response = await fetch(eventsUrl(emulator.url), {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "GET" },
    });
    expect(response.status).toBe(204);
    expect(corsOf(response.headers)).toEqual({
      "access-control-allow-origin": "http://localhost:5173",
      ...CORS,
    });
  });
});

/** A request as a browser would send it, Host included (fetch sends the URL's own). */
function send(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers }, (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode, headers: response.headers, text }),
      );
    });
    sent.once("error", reject);
    sent.end(body);
  });
}

describe("who it answers", () => {
  const replaceCalendar = {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ calendar: [{ summary: "Planted", start: { date: "2026-11-12" } }] }),
  };
  const calendarNow = async () =>
    (await getJson(eventsUrl(emulator.url))).body.items.map((event) => event.summary);

  it("answers only requests sent to this machine by name, so a page that reached it under its own name (DNS rebinding) gets nothing", async () => {
    const port = emulator.port;
    for (const host of ["rebind.example", `rebind.example:${port}`, `localhost.:${port}`]) {
      const answer = await send(eventsUrl(emulator.url), { headers: { Host: host } });
      expect(answer.status, host).toBe(403);
      expect(answer.headers["access-control-allow-origin"], host).toBeUndefined();
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      expect((await send(eventsUrl(emulator.url), { headers: { Host: host } })).status).toBe(200);
    }
  });

  it("lets no web page change or read it through its control API: no CORS, and a request with an Origin is refused", async () => {
    const before = await calendarNow();
    for (const origin of ["https://evil.example", "http://localhost:3000", "null"]) {
      const planted = await send(`${emulator.url}/__control/data`, {
        ...replaceCalendar,
        headers: { ...replaceCalendar.headers, Origin: origin },
      });
      expect(planted.status, origin).toBe(403);
      expect(planted.headers["access-control-allow-origin"]).toBeUndefined();
      const log = await send(`${emulator.url}/__control/log`, { headers: { Origin: origin } });
      expect(log.status, origin).toBe(403);
      expect(log.text).not.toContain("/calendar/v3");
      const preflight = await send(`${emulator.url}/__control/data`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
      expect(preflight.status, origin).toBe(403);
      expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    }
    expect(await calendarNow()).toEqual(before);
    const health = await fetch(`${emulator.url}/__control/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("prettyPrint", () => {
  it("sends a success on one line for prettyPrint=false, and an error indented still", async () => {
    const text = async (url) => (await fetch(url)).text();
    const compact = await text(batchGetUrl(emulator.url, ["EUSD!A1"], { prettyPrint: "false" }));
    expect(compact).toBe(
      `{"spreadsheetId":"${DEMO_SHEET_ID}","valueRanges":[{"range":"EUSD!A1","majorDimension":"ROWS","values":[["title"]]}]}`,
    );
    const indented = await text(batchGetUrl(emulator.url, ["EUSD!A1"]));
    expect(indented).toBe(`${JSON.stringify(JSON.parse(compact), null, 2)}\n`);
    const error = await text(batchGetUrl(emulator.url, ["NOPE"], { prettyPrint: "false" }));
    expect(error).toMatch(/^\{\n {2}"error": \{\n/);
  });
});

describe("unknown requests", () => {
  it.each([
    ["GET", "/calendar/v3/users/me/calendarList"],
    ["GET", "/sheets/v4/spreadsheets/x/values/EUSD:append"],
    ["POST", `/calendar/v3/calendars/${encodeURIComponent(DEMO_CALENDAR_ID)}/events`],
  ])("answers %s %s with Google's generic 404", async (method, path) => {
    const { status, body } = await getJson(`${emulator.url}${path}?key=${DEMO_API_KEY}`, {
      method,
    });
    expect(status).toBe(404);
    expect(body).toEqual({
      error: {
        code: 404,
        message: "Not Found",
        errors: [{ message: "Not Found", domain: "global", reason: "notFound" }],
        status: "NOT_FOUND",
      },
    });
  });
});

describe("demo config", () => {
  it("points the site's configuration at an emulator port", () => {
    expect(emulatorEnv(8787)).toEqual({
      VITE_GOOGLE_API_KEY: "demo-key",
      VITE_GOOGLE_CALENDAR_ID: DEMO_CALENDAR_ID,
      VITE_GOOGLE_SHEET_ID: DEMO_SHEET_ID,
      VITE_GOOGLE_CALENDAR_API_URL: "http://127.0.0.1:8787/calendar/v3",
      VITE_GOOGLE_SHEETS_API_URL: "http://127.0.0.1:8787/sheets/v4",
      VITE_GOOGLE_MAPS_API_KEY: "demo-maps-key",
    });
    expect(DEMO_SHEET_ID).toMatch(/^[\w-]{44}$/);
    expect(DEMO_PRIVATE_SHEET_ID).toMatch(/^[\w-]{44}$/);
  });
});
