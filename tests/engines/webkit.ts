import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { Builder, Key, Origin, type WebDriver, type WebElement } from "selenium-webdriver";
import { missing, WAIT_MS, type EngineTab, type KeyName } from "./engine";

const keys: Record<KeyName, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  ArrowRight: Key.ARROW_RIGHT,
};

function onPath(command: string): string | undefined {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .map((directory) => path.join(directory, command))
    .find((file) => existsSync(file));
}

/** WebKitGTK's own small browser, which WebKitWebDriver drives: Debian keeps it under its arch. */
function miniBrowser(): string | undefined {
  return readdirSync("/usr/lib", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/usr/lib/${entry.name}/webkit2gtk-4.1/MiniBrowser`)
    .find((file) => existsSync(file));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function driverAnswers(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Source for WebDriver's Execute Script: the function, called with the arguments it is given. */
const call = (fn: (...args: never[]) => unknown) =>
  `return (${fn.toString()}).apply(null, arguments);`;

/**
 * WebKit through WebKitWebDriver (Debian's webkit2gtk-driver), in a virtual X display
 * (xvfb-run). Classic WebDriver cannot run a script before a page's own, so each page opens
 * in a window of its own from a watcher window of the same site, which listens to the new
 * window's errors and policy violations before the page arrives (a window opened this way keeps
 * its Window object when its first document loads, with the listeners on it).
 */
export async function openWebKit(baseURL: string): Promise<EngineTab> {
  const webDriver = onPath("WebKitWebDriver");
  if (!webDriver) throw missing("WebKitWebDriver", "webkit2gtk-driver");
  const browser = miniBrowser();
  if (!browser) throw missing("WebKitGTK's MiniBrowser", "webkit2gtk-driver");
  const xvfbRun = onPath("xvfb-run");
  if (!xvfbRun) throw missing("xvfb-run", "xvfb");

  const port = await freePort();
  // Its own process group, so that closing ends the display, the driver and the browser at once.
  const display = spawn(
    xvfbRun,
    ["-a", "-s", "-screen 0 1920x1200x24", webDriver, `--port=${port}`],
    { detached: true, stdio: "ignore" },
  );
  const endAll = () => {
    try {
      process.kill(-display.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  let driver: WebDriver;
  try {
    const url = `http://127.0.0.1:${port}`;
    await driverAnswers(url, display);
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": {
          binary: browser,
          args: ["--automation", "--javascript-can-open-windows-automatically=true"],
        },
      })
      .build();
    await driver.manage().setTimeouts({ script: WAIT_MS, pageLoad: WAIT_MS });
    await driver.get(`${baseURL}/robots.txt`);
  } catch (error) {
    endAll();
    throw error;
  }
  const version = (await driver.getCapabilities()).get("browserVersion") as string;
  const watcher = await driver.getWindowHandle();
  // The window of the page before, which may still be closing when the next one opens.
  let previous: string | undefined;

  const inWatcher = async <T>(work: () => Promise<T>): Promise<T> => {
    const shown = await driver.getWindowHandle();
    await driver.switchTo().window(watcher);
    try {
      return await work();
    } finally {
      await driver.switchTo().window(shown);
    }
  };

  const tab: EngineTab = {
    name: `WebKit (WebKitGTK ${version})`,

    async open(pathname, viewport) {
      await driver.switchTo().window(watcher);
      await driver.executeAsyncScript(
        `const [url, width, height, done] = arguments;
        if (window.shown && !window.shown.closed) window.shown.close();
        // This page's own list: the page before may still be closing, and a module import it
        // had under way then fails; that is its problem, not this page's.
        const problems = (window.problems = []);
        const shown = (window.shown = open(url, "_blank", "width=" + width + ",height=" + height));
        shown.addEventListener("error", (event) => problems.push("Error: " + event.message));
        shown.addEventListener("unhandledrejection", (event) =>
          problems.push("Unhandled rejection: " + event.reason));
        shown.addEventListener("securitypolicyviolation", (event) =>
          problems.push("CSP violation: " + event.violatedDirective + " " + event.blockedURI));
        shown.addEventListener("load", () => done(), { once: true });`,
        `${baseURL}${pathname}`,
        viewport.width,
        viewport.height,
      );
      const shown = (await driver.getAllWindowHandles()).find(
        (handle) => handle !== watcher && handle !== previous,
      );
      if (!shown) throw new Error(`No window opened for ${pathname}`);
      previous = shown;
      await driver.switchTo().window(shown);
      await driver.manage().window().setRect(viewport);
    },

    problems: () => inWatcher(() => driver.executeScript<string[]>("return window.problems;")),

    async resize(viewport) {
      await driver.manage().window().setRect(viewport);
    },

    run: (fn, ...args) => driver.executeScript(call(fn), ...args),

    async waitFor(what, fn, ...args) {
      await driver.wait(
        async () => Boolean(await driver.executeScript(call(fn), ...args)),
        WAIT_MS,
        `Waited ${WAIT_MS / 1000} s for ${what}`,
        50,
      );
    },

    async click(find, ...args) {
      const element = await driver.executeScript<WebElement | null>(call(find), ...args);
      if (!element) throw new Error("Nothing to click");
      // WebKitWebDriver 2.50 calls an element below the fold not interactable instead of
      // scrolling to it, so it is brought into view first, as a person scrolls to it.
      await driver.executeScript(
        'arguments[0].scrollIntoView({ block: "center", inline: "nearest" });',
        element,
      );
      await element.click();
    },

    async clickAt(x, y) {
      await driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform();
    },

    async select(value, find, ...args) {
      const select = await driver.executeScript<WebElement | null>(call(find), ...args);
      if (!select) throw new Error("No list to choose from");
      // WebDriver picks an option by clicking it, as the platform's menu would.
      await select.findElement({ css: `option[value="${value}"]` }).click();
    },

    press: (key) => driver.actions().sendKeys(keys[key]).perform(),

    type: (text) => driver.actions().sendKeys(text).perform(),

    async close() {
      // A hung page can hold the driver's answer; the process group ends regardless.
      await Promise.race([
        driver.quit().catch(() => {}),
        new Promise((resolve) => setTimeout(resolve, 5_000)),
      ]);
      endAll();
    },
  };
  return tab;
}
