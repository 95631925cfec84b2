import { test as base, expect, type Page } from "@playwright/test";
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
 * Chromium (156.0.8078.79 and later) checks the page's script policy the moment an event-handler
 * attribute is set on an element, even in an inert document that is never shown, and reports the
 * handler it refused. So DOMPurify parsing `<img onerror=…>` in order to remove it makes the
 * browser log a refusal, although nothing runs. These are those reports: the console's and the
 * `securitypolicyviolation` event's (as `cspViolations` words it).
 */
export function isRefusedInlineHandler(report: string): boolean {
  return (
    report.startsWith("Executing inline event handler violates the following Content Security") ||
    report.startsWith("script-src-attr blocked inline ")
  );
}

/**
 * What Chromium itself reports for a page that arrives with a 404, however quiet the page is:
 * the Not Found page's status, not an error of the page's.
 */
export const notFoundStatusReport =
  "Failed to load resource: the server responded with a status of 404 (Not Found)";

/** Answers the page's requests for the Maps script with the fake. */
export function fakeTheMapsScript(page: Page) {
  return page.route(mapsScriptUrl, (route) =>
    route.fulfill({ path: fakeMapsScript, contentType: "text/javascript" }),
  );
}

/** Has the tab load everything from the server, as a first visit does, however often it navigates. */
export async function turnOffCache(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.setCacheDisabled", { cacheDisabled: true });
}

/** Adds the page's console errors and uncaught exceptions to `errors`, as they happen. */
export function collectConsoleErrors(page: Page, errors: string[]) {
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
}

/** Adds each Content-Security-Policy violation in the page, from its first script on, to `violations`. */
export async function collectCspViolations(page: Page, violations: string[]) {
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
}

/**
 * Any console error, uncaught exception or Content-Security-Policy violation is collected and
 * fails the test unless the test asserts on it and empties the list. The demo build has a Maps
 * key, so requests for the Maps script get the fake instead of going out to Google; a test can
 * route the same URL again to make it fail. Tests wait for what a visitor would: a text, a
 * role, a control that becomes enabled; a control that needs React is disabled until React
 * has hydrated the page. A test that shows hostile markup on purpose sets `hostileMarkup`, and
 * then the browser's refusals of inline event handlers (isRefusedInlineHandler) are expected.
 */
export const test = base.extend<{
  consoleErrors: string[];
  cspViolations: string[];
  hostileMarkup: boolean;
}>({
  hostileMarkup: [false, { option: true }],
  page: async ({ page }, use) => {
    await fakeTheMapsScript(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page, hostileMarkup }, use) => {
      const errors: string[] = [];
      collectConsoleErrors(page, errors);
      await use(errors);
      const unexpected = errors.filter(
        (error) => !(hostileMarkup && isRefusedInlineHandler(error)),
      );
      expect(unexpected, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page, hostileMarkup }, use) => {
      const violations: string[] = [];
      await collectCspViolations(page, violations);
      await use(violations);
      const unexpected = violations.filter(
        (violation) => !(hostileMarkup && isRefusedInlineHandler(violation)),
      );
      expect(unexpected, "Content-Security-Policy violations on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
