import { describe, expect, it } from "vitest";
import { parseConfig } from "./config-schema";

describe("configuration", () => {
  it("falls back to Google's endpoints and treats blank values as unset", () => {
    const config = parseConfig({ VITE_GOOGLE_API_KEY: "  " });
    expect(config.googleApiKey).toBeUndefined();
    expect(config.calendarApiUrl).toBe("https://www.googleapis.com/calendar/v3");
    expect(config.sheetsApiUrl).toBe("https://sheets.googleapis.com/v4");
  });

  it("drops trailing slashes so URLs join cleanly", () => {
    const config = parseConfig({
      VITE_SITE_URL: "https://star.example.org/",
      VITE_GOOGLE_SHEETS_API_URL: "http://127.0.0.1:8787/sheets/v4/",
    });
    expect(config.siteUrl).toBe("https://star.example.org");
    expect(config.sheetsApiUrl).toBe("http://127.0.0.1:8787/sheets/v4");
  });

  it("names the setting that is wrong", () => {
    expect(() => parseConfig({ VITE_SITE_URL: "not a url" })).toThrow(/VITE_SITE_URL/);
  });
});
