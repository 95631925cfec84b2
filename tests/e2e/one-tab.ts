import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { fakeMapsScript, mapsScriptUrl } from "./fixtures";

/**
 * The tests of a spec that only loads pages and looks at them, in one tab per worker, which each
 * test navigates in turn. A tab's first page costs the browser about twice what the next ones
 * do: a new tab starts a new renderer, which compiles the site's code and axe afresh. Each test
 * gets the same guarantees as with fixtures.ts: any console error, uncaught exception or
 * Content-Security-Policy violation fails it; the Maps script is the fake. It sets its own
 * viewport. After each test the tab's storage, routes, listeners and permissions are cleared, and
 * a tab a test failed in is closed, so that the next test starts from a new one.
 */
interface Tab {
  page: Page;
  errors: string[];
  violations: string[];
}

async function openTab(browser: Browser, options: BrowserContextOptions): Promise<Tab> {
  const page = await (await browser.newContext(options)).newPage();
  // Every test loads the site as a first visit does, from the server, not from an earlier test's
  // cache: what it counts of requests and bytes is what a visitor downloads.
  await (
    await page.context().newCDPSession(page)
  ).send("Network.setCacheDisabled", {
    cacheDisabled: true,
  });
  const tab: Tab = { page, errors: [], violations: [] };
  page.on("console", (message) => {
    if (message.type() === "error") tab.errors.push(message.text());
  });
  page.on("pageerror", (error) => tab.errors.push(error.message));
  await page.exposeFunction("__reportCspViolation", (violation: string) => {
    tab.violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || "an inline script or style"} on ${event.documentURI}`,
      );
    });
  });
  return tab;
}

async function closeTab(tabs: { current?: Tab }) {
  await tabs.current?.page.context().close();
  tabs.current = undefined;
}

/** The page events a test may listen to; console and pageerror are the tab's own. */
const testEvents = [
  "request",
  "requestfinished",
  "requestfailed",
  "response",
  "dialog",
  "popup",
  "download",
  "framenavigated",
  "load",
  "domcontentloaded",
] as const;

export const test = base.extend<
  { ownTab: boolean; tab: Tab; consoleErrors: string[]; cspViolations: string[] },
  { tabs: { current?: Tab } }
>({
  // A test that sets what a tab cannot unset (the page's clock) has a tab of its own.
  ownTab: [false, { option: true }],
  tabs: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first argument.
    async ({}, use) => {
      const tabs: { current?: Tab } = {};
      await use(tabs);
      await tabs.current?.page.context().close();
    },
    { scope: "worker" },
  ],
  tab: async (
    { browser, tabs, ownTab, baseURL, userAgent, deviceScaleFactor, viewport },
    use,
    testInfo,
  ) => {
    if (ownTab) await closeTab(tabs);
    tabs.current ??= await openTab(browser, { baseURL, userAgent, deviceScaleFactor });
    const tab = tabs.current;
    // The viewport the test asks for (test.use), else the project's.
    if (viewport) await tab.page.setViewportSize(viewport);
    tab.errors.length = 0;
    tab.violations.length = 0;
    await tab.page.route(mapsScriptUrl, (route) =>
      route.fulfill({ path: fakeMapsScript, contentType: "text/javascript" }),
    );
    await use(tab);
    const failed =
      testInfo.status !== testInfo.expectedStatus ||
      tab.errors.length > 0 ||
      tab.violations.length > 0;
    if (failed || ownTab || tab.page.isClosed()) {
      await closeTab(tabs);
      return;
    }
    await tab.page.unrouteAll({ behavior: "ignoreErrors" });
    await tab.page.context().clearPermissions();
    // What the test listened for, it stops hearing; the tab's own console listeners stay.
    for (const event of testEvents) tab.page.removeAllListeners(event);
    if (tab.page.url().startsWith(baseURL!)) {
      await tab.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
  },
  page: async ({ tab }, use) => {
    await use(tab.page);
  },
  consoleErrors: [
    async ({ tab }, use) => {
      await use(tab.errors);
      expect(tab.errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ tab }, use) => {
      await use(tab.violations);
      expect(tab.violations, "Content-Security-Policy violations on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
