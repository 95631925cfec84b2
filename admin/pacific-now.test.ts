import { describe, expect, it } from "vitest";
import { pacificNow } from "./pacific-now";

describe("Now in the editor's date and time fields", () => {
  // An evening in California, when UTC has already turned to the next day.
  const evening = new Date("2026-11-25T01:30:00Z");

  it("is today in Los Angeles in the evening, not tomorrow", () => {
    expect(pacificNow("YYYY-MM-DD", evening)).toBe("2026-11-24");
  });

  it("is the office's time of day, on the 24-hour clock the fields store", () => {
    expect(pacificNow("HH:mm", evening)).toBe("17:30");
    expect(pacificNow("YYYY-MM-DDTHH:mm", evening)).toBe("2026-11-24T17:30");
  });

  it("follows daylight saving time", () => {
    expect(pacificNow("HH:mm", new Date("2026-07-01T19:00:00Z"))).toBe("12:00");
  });
});
