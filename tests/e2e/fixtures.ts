import { test as base, expect } from "@playwright/test";
import { fileURLToPath } from "node:url";

/** Served in place of the Maps JavaScript API; see docs/decisions/003-maps-in-tests.md. */
export const fakeMapsScript = fileURLToPath(
  new URL("./fixtures/fake-google-maps.js", import.meta.url),
);
export const mapsScriptUrl = "https://maps.googleapis.com/**";

/**
 * Pages wait for the network to settle after navigation, so clicks land on hydrated
 * widgets; any console error or uncaught exception is collected for the test to assert on.
 * The demo build has a Maps key, so requests for the Maps script get the fake instead of
 * going out to Google; a test can route the same URL again to make it fail.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    await page.route(mapsScriptUrl, (route) =>
      route.fulfill({ path: fakeMapsScript, contentType: "text/javascript" }),
    );
    const goto = page.goto.bind(page);
    page.goto = (url, options) => goto(url, { waitUntil: "networkidle", ...options });
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
