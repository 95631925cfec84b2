import { test as base, expect } from "@playwright/test";
import { fileURLToPath } from "node:url";

/** Served in place of the Maps JavaScript API; see docs/decisions/009-maps-in-tests.md. */
export const fakeMapsScript = fileURLToPath(
  new URL("./fixtures/fake-google-maps.js", import.meta.url),
);
export const mapsScriptUrl = "https://maps.googleapis.com/**";

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void;
  }
}

/**
 * Any console error, uncaught exception or Content-Security-Policy violation is collected and
 * fails the test unless the test asserts on it and empties the list. The demo build has a Maps
 * key, so requests for the Maps script get the fake instead of going out to Google; a test can
 * route the same URL again to make it fail. Tests wait for what a visitor would: a text, a
 * role, a control that becomes enabled; a control that needs React is disabled until React
 * has hydrated the page.
 */
export const test = base.extend<{ consoleErrors: string[]; cspViolations: string[] }>({
  page: async ({ page }, use) => {
    await page.route(mapsScriptUrl, (route) =>
      route.fulfill({ path: fakeMapsScript, contentType: "text/javascript" }),
    );
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
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction("__reportCspViolation", (violation: string) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          window.__reportCspViolation?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || "an inline script or style"} on ${event.documentURI}`,
          );
        });
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
