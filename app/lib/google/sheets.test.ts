import { afterEach, describe, expect, test, vi } from "vitest";
import { fetchSheetTable, redactKey, SheetsRequestError, type SheetSource } from "./sheets";

const fetchSheetRecords = async (...args: Parameters<typeof fetchSheetTable>) =>
  (await fetchSheetTable(...args)).records;

const source: SheetSource = {
  apiUrl: "https://sheets.example.test/v4",
  sheetId: "sheet-1",
  apiKey: "secret-key",
};

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "Content-Type": "application/json" },
    ...init,
  });

const camps = {
  spreadsheetId: "sheet-1",
  valueRanges: [{ range: "EUSD!A1:G3", values: [["title", "group"], ["Art", "EU 1"], []] }],
};

function stubFetch(...answers: Array<Response | Error>) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) {
    if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer);
    else fetchMock.mockResolvedValueOnce(answer);
  }
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const requestedUrl = (fetchMock: ReturnType<typeof stubFetch>, call = 0) =>
  new URL(String(fetchMock.mock.calls[call]?.[0]));

afterEach(() => vi.unstubAllGlobals());

describe("fetchSheetRecords", () => {
  test("asks values:batchGet for the named tab with one ranges parameter and the key", async () => {
    const fetchMock = stubFetch(json(camps));
    const records = await fetchSheetRecords({ tab: "EUSD" }, source);
    expect(records).toEqual([{ title: "Art", group: "EU 1" }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = requestedUrl(fetchMock);
    expect(url.origin + url.pathname).toBe(
      "https://sheets.example.test/v4/spreadsheets/sheet-1/values:batchGet",
    );
    expect(url.searchParams.getAll("ranges")).toEqual(["EUSD"]);
    expect(url.searchParams.get("key")).toBe("secret-key");
  });

  test("reads the tab list first only when no tab is named, then quotes the title if needed", async () => {
    const fetchMock = stubFetch(
      json({ sheets: [{ properties: { title: "Camps 2025" } }] }),
      json({ valueRanges: [{ range: "'Camps 2025'!A1:B2", values: [["title"], ["Art"]] }] }),
    );
    expect(await fetchSheetRecords({}, source)).toEqual([{ title: "Art" }]);
    const titles = requestedUrl(fetchMock, 0);
    expect(titles.pathname).toBe("/v4/spreadsheets/sheet-1");
    expect(titles.searchParams.get("fields")).toBe("sheets.properties.title");
    expect(requestedUrl(fetchMock, 1).searchParams.getAll("ranges")).toEqual(["'Camps 2025'"]);
  });

  test("uses the header row it is given", async () => {
    stubFetch(
      json({ valueRanges: [{ range: "EUSD!A1:B3", values: [["Notes"], ["title"], ["Art"]] }] }),
    );
    expect(await fetchSheetRecords({ tab: "EUSD", headerRow: 1 }, source)).toEqual([
      { title: "Art" },
    ]);
  });

  test("throws 'Request to {url} failed with {status} {statusText}' without the key", async () => {
    stubFetch(
      json(
        { error: { code: 403, message: "The caller does not have permission" } },
        { status: 403, statusText: "Forbidden" },
      ),
    );
    const error = await fetchSheetRecords({ tab: "EUSD" }, source).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SheetsRequestError);
    expect((error as SheetsRequestError).status).toBe(403);
    expect((error as Error).message).toBe(
      "Request to https://sheets.example.test/v4/spreadsheets/sheet-1/values:batchGet?ranges=EUSD&key=REDACTED failed with 403 Forbidden",
    );
  });

  test("names the request, without the key, when the network fails", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    const error = (await fetchSheetRecords({ tab: "EUSD" }, source).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error.message).toMatch(/^Request to .*key=REDACTED failed: Failed to fetch$/);
    expect(error.message).not.toContain("secret-key");
  });

  test("says so when the answer is not JSON", async () => {
    stubFetch(new Response("<html>", { status: 200 }));
    await expect(fetchSheetRecords({ tab: "EUSD" }, source)).rejects.toThrow(
      /returned a body that is not JSON/,
    );
  });

  test("names the standard reason phrase when the answer carries none, as over HTTP/2", async () => {
    stubFetch(
      json(
        { error: { code: 403, message: "The caller does not have permission" } },
        { status: 403, statusText: "" },
      ),
    );
    const error = (await fetchSheetRecords({ tab: "EUSD" }, source).catch(
      (e: unknown) => e,
    )) as SheetsRequestError;
    expect(error.message).toMatch(/failed with 403 Forbidden$/);
    expect(error.notShared).toBe(true);
  });

  test("tells a spreadsheet that is not shared apart from other refusals", async () => {
    stubFetch(
      json(
        { error: { code: 403, message: "Requests from referer are blocked." } },
        { status: 403 },
      ),
    );
    const error = (await fetchSheetRecords({ tab: "EUSD" }, source).catch(
      (e: unknown) => e,
    )) as SheetsRequestError;
    expect(error.notShared).toBe(false);
  });

  /** A fetch that never answers, but gives up when its signal aborts. */
  const silentFetch = () =>
    vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );

  test("cancels the request when the caller aborts, and rethrows the abort untouched", async () => {
    const controller = new AbortController();
    const fetchMock = silentFetch();
    vi.stubGlobal("fetch", fetchMock);
    const pending = fetchSheetRecords({ tab: "EUSD", signal: controller.signal }, source);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  test("gives up after 15 seconds of silence and says Google Sheets did not answer", async () => {
    vi.useFakeTimers();
    const fetchMock = silentFetch();
    vi.stubGlobal("fetch", fetchMock);
    const pending = fetchSheetRecords({ tab: "EUSD" }, source).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({
      name: "GoogleTimeoutError",
      message: "Google Sheets did not answer within 15 seconds.",
    });
    vi.useRealTimers();
  });

  test("fails clearly, before any request, when the sheet is not configured", async () => {
    const fetchMock = stubFetch();
    await expect(fetchSheetRecords({ tab: "EUSD" }, { apiUrl: source.apiUrl })).rejects.toThrow(
      "Google Sheets is not configured",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("fails clearly when the spreadsheet has no tabs", async () => {
    stubFetch(json({}));
    await expect(fetchSheetRecords({}, source)).rejects.toThrow("no tabs");
  });
});

describe("redactKey", () => {
  test.each([
    ["https://x.test/a?key=abc", "https://x.test/a?key=REDACTED"],
    ["https://x.test/a?ranges=EUSD&key=abc&x=1", "https://x.test/a?ranges=EUSD&key=REDACTED&x=1"],
    ["https://x.test/a?monkey=1", "https://x.test/a?monkey=1"],
  ])("turns %s into %s", (url, expected) => {
    expect(redactKey(url)).toBe(expected);
  });
});
