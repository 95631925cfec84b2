import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import {
  collectConsoleErrors,
  collectCspViolations,
  fakeTheMapsScript,
  turnOffCache,
} from "./fixtures";

/**
 * The tests of a spec that only loads pages and looks at them, in one tab per worker, which each
 * test navigates in turn. A tab's first page costs the browser about twice what the next ones
 * do: a new tab starts a new renderer, which compiles the site's code and axe afresh. Each test
 * gets the same guarantees as with fixtures.ts: any console error, uncaught exception or
 * Content-Security-Policy violation fails it; the Maps script is the fake. The viewport and the
 * context's options (time zone, JavaScript) are the test's own. After each test the tab's storage, routes, listeners and permissions are cleared, and
 * a tab a test failed in is closed, so that the next test starts from a new one.
 */
interface Tab {
  page: Page;
  /** The context options the tab was opened with, as JSON: a test asking for others gets a new tab. */
  options: string;
  errors: string[];
  violations: string[];
}

async function openTab(browser: Browser, options: BrowserContextOptions): Promise<Tab> {
  const page = await (await browser.newContext(options)).newPage();
  // Every test loads the site as a first visit does, from the server, not from an earlier test's
  // cache: what it counts of requests and bytes is what a visitor downloads.
  await turnOffCache(page);
  const tab: Tab = { page, options: JSON.stringify(options), errors: [], violations: [] };
  collectConsoleErrors(page, tab.errors);
  await collectCspViolations(page, tab.violations);
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
    {
      browser,
      tabs,
      ownTab,
      baseURL,
      userAgent,
      deviceScaleFactor,
      timezoneId,
      javaScriptEnabled,
      viewport,
    },
    use,
    testInfo,
  ) => {
    const options = { baseURL, userAgent, deviceScaleFactor, timezoneId, javaScriptEnabled };
    if (ownTab || tabs.current?.options !== JSON.stringify(options)) await closeTab(tabs);
    tabs.current ??= await openTab(browser, options);
    const tab = tabs.current;
    // The viewport the test asks for (test.use), else the project's.
    if (viewport) await tab.page.setViewportSize(viewport);
    tab.errors.length = 0;
    tab.violations.length = 0;
    await fakeTheMapsScript(tab.page);
    await use(tab);
    const failed =
      testInfo.status !== testInfo.expectedStatus ||
      tab.errors.length > 0 ||
      tab.violations.length > 0;
    if (failed || ownTab || tab.page.isClosed()) {
      await closeTab(tabs);
      return;
    }
    // Tabs the test opened (a link to a new tab) close; the reused tab stays.
    for (const other of tab.page.context().pages()) if (other !== tab.page) await other.close();
    if (tab.page.url().startsWith(baseURL!)) {
      await tab.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    // The page the test left stops here, with the test's routes still in place: what it still
    // had on its way (the map's script, after a test that did not wait for the map) can neither
    // reach the network nor fail in the next test.
    await tab.page.goto("about:blank");
    await tab.page.unrouteAll({ behavior: "ignoreErrors" });
    await tab.page.context().clearPermissions();
    await tab.page.context().clearCookies();
    // What the test listened for, it stops hearing; the tab's own console listeners stay.
    for (const event of testEvents) tab.page.removeAllListeners(event);
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
