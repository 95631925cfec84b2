import { describe, expect, it } from "vitest";
import { DEMO_MAPS_API_KEY } from "../../emulator/demo-config.mjs";
import { parseConfig, settingsFor } from "./config-schema";

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

  it("stops a production build without the site's address, naming the setting", () => {
    expect(() => settingsFor("production", {})).toThrow(/VITE_SITE_URL is not set/);
    expect(() => settingsFor("production", { VITE_SITE_URL: " " })).toThrow(/VITE_SITE_URL/);
  });
});

describe("the demo build's configuration", () => {
  it("points the Google clients at the emulator, whatever key is configured", () => {
    const config = parseConfig(
      settingsFor("demo", { VITE_GOOGLE_API_KEY: "real-key", EMULATOR_PORT: "8899" }),
    );
    expect(config.calendarApiUrl).toBe("http://127.0.0.1:8899/calendar/v3");
    expect(config.sheetsApiUrl).toBe("http://127.0.0.1:8899/sheets/v4");
    expect(config.googleApiKey).not.toBe("real-key");
  });

  it("keeps a developer's own Maps key, since the map is not emulated", () => {
    const config = parseConfig(settingsFor("demo", { VITE_GOOGLE_MAPS_API_KEY: "my-maps-key" }));
    expect(config.mapsApiKey).toBe("my-maps-key");
  });

  it("uses the placeholder Maps key when none is configured", () => {
    const config = parseConfig(settingsFor("demo", { VITE_GOOGLE_MAPS_API_KEY: "" }));
    expect(config.mapsApiKey).toBe(DEMO_MAPS_API_KEY);
  });
});
