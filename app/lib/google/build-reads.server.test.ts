import { afterEach, describe, expect, it, vi } from "vitest";
import { readAtBuild } from "./build-reads.server";

// A build with no Google key, or with Google refusing or silent, must still succeed: the page
// is built without the data and reads it live, and the build log says what was left out.
describe("reading Google while the site is built", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the data with the time it was read", async () => {
    const read = await readAtBuild("Camps of the ANSWERED tab", async () => ["camp"]);
    expect(read?.data).toEqual(["camp"]);
    expect(Number.isNaN(Date.parse(read!.readAt))).toBe(false);
  });

  it("leaves the data out when Google refuses, and says so in the build log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const read = await readAtBuild("Camps of the REFUSED tab", async () => {
      throw new Error("Google Sheets answered 403: API key not valid");
    });
    expect(read).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      "Camps of the REFUSED tab: left out of the built pages (Google Sheets answered 403: API key not valid); the browser reads them live.",
    );
  });

  it("names a read that timed out in words", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const read = await readAtBuild("Calendar events for SILENT", async () => {
      throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
    });
    expect(read).toBeUndefined();
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^Calendar events for SILENT: left out of the built pages \(no answer within \d+ seconds\)/,
    );
  });

  it("reads once for every page that shows the same data", async () => {
    const read = vi.fn(async () => ["event"]);
    const [first, second] = await Promise.all([
      readAtBuild("Calendar events for SHARED", read),
      readAtBuild("Calendar events for SHARED", read),
    ]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });
});
