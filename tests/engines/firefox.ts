import { existsSync } from "node:fs";
import puppeteer, { type ElementHandle } from "puppeteer-core";
import { missing, WAIT_MS, type EngineTab } from "./engine";

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
    // A tab opened by the client has keyboard focus; the first one of a headless Firefox does not.
    const page = await browser.newPage();
    page.setDefaultTimeout(WAIT_MS);
    let errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.evaluateOnNewDocument(() => {
      const seen: string[] = [];
      Object.defineProperty(window, "__policyViolations", { value: seen });
      addEventListener("securitypolicyviolation", (event) =>
        seen.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const version = await browser.version();

    return {
      name: `Firefox (${version.replace("firefox/", "")})`,

      async open(path, viewport) {
        errors = [];
        await page.setViewport(viewport);
        await page.goto(`${baseURL}${path}`, { waitUntil: "load" });
      },

      async problems() {
        const violations = await page.evaluate(
          () => (window as unknown as { __policyViolations?: string[] }).__policyViolations ?? [],
        );
        return [...errors, ...violations];
      },

      resize: (viewport) => page.setViewport(viewport),

      run: (fn, ...args) => page.evaluate(fn, ...args) as never,

      async waitFor(what, fn, ...args) {
        try {
          await page.waitForFunction(fn, { timeout: WAIT_MS, polling: 50 }, ...args);
        } catch {
          throw new Error(`Waited ${WAIT_MS / 1000} s for ${what}`);
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
