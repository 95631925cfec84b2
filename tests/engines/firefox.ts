import { existsSync } from "node:fs";
import puppeteer, { type ElementHandle } from "puppeteer-core";
import { missing, WAIT_MS, type EngineTab, type Viewport } from "./engine";

const FIREFOX = "/usr/bin/firefox-esr";

/**
 * Firefox ESR over WebDriver BiDi, which puppeteer-core speaks to Firefox itself (no
 * geckodriver). A script added before each document records the page's policy violations;
 * BiDi reports its uncaught errors.
 */
export async function openFirefox(baseURL: string): Promise<EngineTab> {
  if (!existsSync(FIREFOX)) throw missing(`Firefox ESR (${FIREFOX})`, "firefox-esr");
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
  });
  try {
    let errors: string[] = [];
    // Each page opens in a tab of its own: in Firefox ESR 140, leaving a page whose lazy iframe
    // is still reaching for an address this machine cannot resolve (the contact page's help
    // desk) stalls the tab's next navigation. A tab opened by the client also has keyboard
    // focus, which the first one of a headless Firefox does not.
    const newTab = async () => {
      const tab = await browser.newPage();
      tab.setDefaultTimeout(WAIT_MS);
      tab.on("pageerror", (error) => {
        // The contact page's help-desk frames belong to another origin, which this machine
        // cannot reach; Firefox at times reports its own access to the failed frame as an error
        // without a stack. No script of the site touches another origin's window.
        if (!String(error).includes("Permission denied to access property")) {
          errors.push(String(error));
        }
      });
      await tab.evaluateOnNewDocument(() => {
        const seen: string[] = [];
        Object.defineProperty(window, "__policyViolations", { value: seen });
        addEventListener("securitypolicyviolation", (event) =>
          seen.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      return tab;
    };
    let page = await newTab();
    // Puppeteer sends the screen's orientation along with the viewport, and Firefox ESR 140 does
    // not know that command; it has applied the viewport by then, which is all these checks use.
    const sizeTo = (viewport: Viewport) =>
      page.setViewport(viewport).catch((error: unknown) => {
        if (!String(error).includes("setScreenOrientationOverride")) throw error;
      });
    const version = await browser.version();

    return {
      name: `Firefox (${version.replace("firefox/", "")})`,

      async open(path, viewport) {
        const previous = page;
        page = await newTab();
        await previous.close();
        errors = [];
        await sizeTo(viewport);
        await page.goto(`${baseURL}${path}`, { waitUntil: "load" });
      },

      async problems() {
        const violations = await page.evaluate(
          () => (window as unknown as { __policyViolations?: string[] }).__policyViolations ?? [],
        );
        return [...errors, ...violations];
      },

      resize: sizeTo,

      run: (fn, ...args) => page.evaluate(fn, ...args) as never,

      // Puppeteer's in-page poller (waitForFunction) is refused by the pages' script policy in
      // Firefox ESR 140, while a plain evaluation is not; so the polling happens from here.
      async waitFor(what, fn, ...args) {
        const deadline = Date.now() + WAIT_MS;
        for (;;) {
          // A navigation under way destroys the context the check runs in; it is asked again.
          const met = await page.evaluate(fn, ...args).catch(() => false);
          if (met) return;
          if (Date.now() > deadline) throw new Error(`Waited ${WAIT_MS / 1000} s for ${what}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },

      async click(find, ...args) {
        const element = (await page.evaluateHandle(find, ...args)).asElement();
        if (!element) throw new Error("Nothing to click");
        await (element as ElementHandle<Element>).click();
      },

      clickAt: (x, y) => page.mouse.click(x, y),

      async select(value, find, ...args) {
        const select = (await page.evaluateHandle(find, ...args)).asElement();
        if (!select) throw new Error("No list to choose from");
        await (select as ElementHandle<HTMLSelectElement>).select(value);
      },

      press: (key) => page.keyboard.press(key),

      type: (text) => page.keyboard.type(text),

      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
