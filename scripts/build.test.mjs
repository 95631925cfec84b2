import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_MAPS_API_KEY } from "../emulator/demo-config.mjs";
import { buildEnv } from "./build.mjs";

describe("the demo build's configuration", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("points the Google clients at the emulator", () => {
    vi.stubEnv("VITE_GOOGLE_API_KEY", "real-key");
    const env = buildEnv({ demo: true, emulatorPort: 8899 });
    expect(env.VITE_GOOGLE_CALENDAR_API_URL).toBe("http://127.0.0.1:8899/calendar/v3");
    expect(env.VITE_GOOGLE_SHEETS_API_URL).toBe("http://127.0.0.1:8899/sheets/v4");
    expect(env.VITE_GOOGLE_API_KEY).not.toBe("real-key");
  });

  it("keeps a developer's own Maps key for npm start, since the map is not emulated", () => {
    vi.stubEnv("VITE_GOOGLE_MAPS_API_KEY", "my-maps-key");
    const env = buildEnv({ demo: true, emulatorPort: 8899, keepMapsKey: true });
    expect(env.VITE_GOOGLE_MAPS_API_KEY).toBe("my-maps-key");
  });

  it("gives the test build the placeholder Maps key whatever is configured", () => {
    vi.stubEnv("VITE_GOOGLE_MAPS_API_KEY", "my-maps-key");
    const env = buildEnv({ demo: true, emulatorPort: 8899 });
    expect(env.VITE_GOOGLE_MAPS_API_KEY).toBe(DEMO_MAPS_API_KEY);
  });

  it("uses the placeholder Maps key for npm start when none is configured", () => {
    vi.stubEnv("VITE_GOOGLE_MAPS_API_KEY", "");
    const env = buildEnv({ demo: true, emulatorPort: 8899, keepMapsKey: true });
    expect(env.VITE_GOOGLE_MAPS_API_KEY).toBe(DEMO_MAPS_API_KEY);
  });

  it("builds the no-Maps-key variant with an empty key, whatever is configured", () => {
    vi.stubEnv("VITE_GOOGLE_MAPS_API_KEY", "my-maps-key");
    const env = buildEnv({ demo: true, emulatorPort: 8899, withoutMapsKey: true });
    expect(env.VITE_GOOGLE_MAPS_API_KEY).toBe("");
  });
});
