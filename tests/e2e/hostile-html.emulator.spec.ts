import type { Locator, Page } from "@playwright/test";
import { CAMP_HEADER } from "../../emulator/sheets-data.mjs";
import { describeVector, hostileVectors, type HostileVector } from "./fixtures/hostile-html";
import { isRefusedInlineHandler } from "./fixtures";
import { builtEmulator, control, expect, test } from "./emulator-control";

/*
 * Every vector of the hostile corpus goes through the built site the way office staff would
 * enter it: as a camp's synopsis in the sheet and as an event's description in the calendar.
 * Whatever survives sanitising must not run, fetch, trip the Content-Security-Policy, log an
 * error or reach outside the box it is shown in. The one report allowed is the browser's refusal
 * of an event-handler attribute, which Chromium makes while the sanitiser parses the vector in
 * order to remove it (see isRefusedInlineHandler); the handler itself never runs.
 */

test.use({ hostileMarkup: true });
// Each batch resets its worker's emulator first, so the batches can share out across workers.
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ request }) => {
  await control(request, "reset");
});

test.afterEach(async ({ request }) => {
  await control(request, "reset");
});

interface Entry {
  /** The camp's or event's name: how a visitor finds the vector on the page. */
  label: string;
  vector: HostileVector;
}

const entries: Entry[] = hostileVectors.map((vector, index) => ({
  label: `Hostile ${String(index + 1).padStart(3, "0")}`,
  vector,
}));

function batches(size: number): Entry[][] {
  const result: Entry[][] = [];
  for (let start = 0; start < entries.length; start += size) {
    result.push(entries.slice(start, start + size));
  }
  return result;
}

const campBatchSize = 100;
const eventBatchSize = 50;
const span = (batch: Entry[]) => `${batch[0]?.label} to ${batch.at(-1)?.label}`;

test("the corpus holds at least 500 distinct vectors, and the batches cover each once", () => {
  expect(new Set(hostileVectors.map((vector) => vector.html)).size).toBe(hostileVectors.length);
  expect(hostileVectors.length).toBeGreaterThanOrEqual(500);
  for (const size of [campBatchSize, eventBatchSize]) {
    expect(batches(size).flat()).toEqual(entries);
  }
});

declare global {
  interface Window {
    /**
     * Calls of alert, confirm, prompt and print, CSP violations and writes to `__xss` since the
     * last call, once queued tasks (a deferred load, a violation report) have run: two painted
     * frames and a task later.
     */
    __takeSignals?: () => Promise<string[]>;
    __xss?: unknown;
    /** Why `content` is not safely inside `container`, if it is not. */
    __layoutProblems?: (content: Element, container: Element) => string[];
  }
}

/**
 * Inside `content` (a vector's rendered HTML) no element may be fixed, absolute or sticky, and
 * nothing visible may paint outside `container`. What an ancestor clips (overflow, paint
 * containment) is not visible, so it does not count.
 */
function installLayoutCheck() {
  const clips = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      style.overflowX !== "visible" ||
      style.overflowY !== "visible" ||
      /paint|content|strict/.test(style.contain)
    );
  };
  const describe = (node: Node) =>
    node instanceof Element ? `<${node.localName}>` : `text "${node.textContent?.slice(0, 30)}"`;

  window.__layoutProblems = (content, container) => {
    const problems: string[] = [];
    const bounds = container.getBoundingClientRect();
    const visiblePart = (node: Node, rect: DOMRect) => {
      let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
      for (let up = node.parentElement; up && up !== container.parentElement;) {
        if (up !== node && clips(up)) {
          const clip = up.getBoundingClientRect();
          [left, top] = [Math.max(left, clip.left), Math.max(top, clip.top)];
          [right, bottom] = [Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
        }
        up = up.parentElement;
      }
      return right - left > 0.5 && bottom - top > 0.5 ? { left, top, right, bottom } : null;
    };
    const paintsOutside = (node: Node, rects: Iterable<DOMRect>) => {
      for (const rect of rects) {
        const part = visiblePart(node, rect);
        if (
          part &&
          (part.left < bounds.left - 1 ||
            part.top < bounds.top - 1 ||
            part.right > bounds.right + 1 ||
            part.bottom > bounds.bottom + 1)
        ) {
          return true;
        }
      }
      return false;
    };
    const walker = document.createTreeWalker(
      content,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let rects: Iterable<DOMRect>;
      if (node instanceof Element) {
        const { position } = getComputedStyle(node);
        if (["fixed", "absolute", "sticky"].includes(position)) {
          problems.push(`${describe(node)} is position: ${position}`);
        }
        rects = [node.getBoundingClientRect()];
      } else {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects = range.getClientRects();
      }
      if (paintsOutside(node, rects)) problems.push(`${describe(node)} paints outside its box`);
    }
    return problems;
  };
}

/**
 * Observes the page from before its first script: dialogs, requests to anywhere but the site
 * and the emulators, canary calls, CSP violations, console errors. `collect` hands over what
 * happened since its last call, after letting queued tasks (a deferred load, a violation
 * report) run by waiting for two painted frames.
 */
async function watch(page: Page, baseURL: string, ownEmulator: string, consoleErrors: string[]) {
  const allowedOrigins = new Set(
    [baseURL, builtEmulator, ownEmulator].map((url) => new URL(url).origin),
  );
  const outside: string[] = [];
  page.on("dialog", (dialog) => {
    outside.push(`a dialog (${dialog.type()}) opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = request.url();
    if (!allowedOrigins.has(new URL(url).origin)) outside.push(`a request to ${url.slice(0, 120)}`);
  });
  await page.addInitScript(installLayoutCheck);
  await page.addInitScript(() => {
    const signals: string[] = [];
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    window.__takeSignals = async () => {
      await frame();
      await frame();
      await new Promise((resolve) => setTimeout(resolve));
      const taken = signals.splice(0);
      if (window.__xss !== undefined) taken.push(`window.__xss became ${window.__xss}`);
      delete window.__xss;
      return taken;
    };
    for (const name of ["alert", "confirm", "prompt", "print"] as const) {
      const original = window[name] as (...args: unknown[]) => unknown;
      Object.defineProperty(window, name, {
        configurable: true,
        value: (...args: unknown[]) => {
          signals.push(`${name}(${args.map(String).join(", ")}) ran`);
          return original.apply(window, args);
        },
      });
    }
    document.addEventListener("securitypolicyviolation", (event) => {
      // Worded as the cspViolations fixture words it, for isRefusedInlineHandler.
      signals.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} (CSP violation)`,
      );
    });
  });

  let [outsideSeen, errorsSeen] = [0, 0];
  return async function collect(): Promise<string[]> {
    const fromPage = await page.evaluate(() => window.__takeSignals!());
    const found = [
      ...fromPage.filter((signal) => !isRefusedInlineHandler(signal)),
      ...outside.slice(outsideSeen),
      ...consoleErrors
        .slice(errorsSeen)
        .filter((error) => !isRefusedInlineHandler(error))
        .map((error) => `console error: ${error.slice(0, 160)}`),
    ];
    [outsideSeen, errorsSeen] = [outside.length, consoleErrors.length];
    return found;
  };
}

function named(entry: Entry, problems: string[]): string[] {
  return problems.map((problem) => `${entry.label}, ${describeVector(entry.vector)}: ${problem}`);
}

const campRow = ({ label, vector }: Entry) => [
  label,
  "Maidu Elementary",
  "Grades 1-3",
  "6/9/2025",
  "6/13/2025",
  vector.html,
  "EU 1",
];

/** Each camp's layout problems, by camp name, found through the table's Synopsis column. */
function campLayouts(table: Locator): Promise<Record<string, string[]>> {
  return table.evaluate((element: HTMLTableElement) => {
    const headers = [...element.querySelectorAll("thead th")].map((th) => th.textContent?.trim());
    const column = headers.indexOf("Synopsis");
    const result: Record<string, string[]> = {};
    for (const body of element.tBodies) {
      for (const row of body.rows) {
        const name = row.querySelector("th[scope=row]")?.textContent?.trim() ?? "";
        const cell = row.cells[column];
        result[name] = cell ? window.__layoutProblems!(cell, cell) : ["has no Synopsis cell"];
      }
    }
    return result;
  });
}

test.describe("as camp synopses", () => {
  for (const batch of batches(campBatchSize)) {
    test(`${span(batch)} neither run, fetch, log nor leave their cell`, async ({
      page,
      request,
      baseURL,
      ownEmulator,
      consoleErrors,
    }) => {
      const collect = await watch(page, baseURL!, ownEmulator, consoleErrors);
      await control(request, "data", { sheets: { EUSD: [CAMP_HEADER, ...batch.map(campRow)] } });
      await page.goto("/summer-preview-eu");
      const table = page.getByRole("table");
      await expect(table.getByRole("rowheader")).toHaveText(batch.map((entry) => entry.label));

      const layouts = await campLayouts(table);
      expect(Object.keys(layouts), "camps whose synopsis was checked").toEqual(
        batch.map((entry) => entry.label),
      );
      const problems = batch.flatMap((entry) => named(entry, layouts[entry.label] ?? []));

      // The whole list showed a problem: search for one camp at a time, so that only its
      // synopsis is rendered again, to name the vector.
      const signals = await collect();
      if (signals.length > 0) {
        const search = page.getByLabel("Search camps");
        const before = problems.length;
        for (const entry of batch) {
          await search.fill(entry.label);
          await expect(table.getByRole("rowheader")).toHaveText([entry.label]);
          problems.push(...named(entry, await collect()));
        }
        if (problems.length === before) problems.push(`${span(batch)} together: ${signals}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

/**
 * Next month in the calendar's time zone: its agenda lists the whole month, where this month's
 * starts today and would hide the events on the days already gone.
 */
function nextMonth(): string {
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
  })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
}

/** An all-day event on one of the first 27 days, so that it also ends within every month. */
function calendarEvent({ label, vector }: Entry, index: number, month: string) {
  const date = (day: number) => `${month}-${String(day).padStart(2, "0")}`;
  const day = (index % 27) + 1;
  return {
    summary: label,
    description: vector.html,
    start: { date: date(day) },
    end: { date: date(day + 1) },
  };
}

/**
 * Opens each event's popup in turn, as a click on its button does, reads its description's
 * layout while it alone is open, and closes it with Escape, inside the page: a round trip to the
 * browser per batch instead of seven per popup. The page is asked again as soon as each step can
 * have happened (a task later), not a painted frame later.
 */
function layoutsOfPopups(page: Page, labels: string[]): Promise<Record<string, string[]>> {
  return page.evaluate(async (labels) => {
    let frames = 0;
    let counting = true;
    const count = () => {
      frames += 1;
      if (counting) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    const channel = new MessageChannel();
    const nextTask = () =>
      new Promise<void>((resolve) => {
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    const until = async <T>(found: () => T | undefined, what: string): Promise<T> => {
      for (const start = frames; frames - start < 600; await nextTask()) {
        const value = found();
        if (value) return value;
      }
      throw new Error(`${what} did not happen within 600 frames`);
    };
    const popupOf = (label: string) =>
      [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
        (dialog) =>
          document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent ===
          label,
      );
    const result: Record<string, string[]> = {};
    try {
      for (const label of labels) {
        const buttons = [...document.querySelectorAll("button")].filter(
          (button) => button.checkVisibility() && button.textContent?.includes(label),
        );
        if (buttons.length !== 1) {
          result[label] = [`${buttons.length} buttons name it`];
          continue;
        }
        const button = buttons[0]!;
        button.scrollIntoView({ block: "center" });
        button.click();
        // Open as a person sees it: shown, with focus moved into it.
        const popup = await until(() => {
          const shown = popupOf(label);
          return shown?.checkVisibility() && shown.contains(document.activeElement)
            ? shown
            : undefined;
        }, `${label}'s popup opening`);
        // The description is the popup's one part written in Google (the title is inside a header).
        const descriptions = popup.querySelectorAll(":scope > [data-from-google]");
        result[label] =
          descriptions.length === 1
            ? window.__layoutProblems!(descriptions[0]!, popup)
            : [`shows ${descriptions.length} descriptions`];
        document.activeElement?.dispatchEvent(
          new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }),
        );
        // Closed once focus is back on the button; opening the next popup sooner would have this
        // one's late return of focus land outside it, which closes it.
        await until(
          () => !popupOf(label) && document.activeElement === button,
          `${label}'s popup closing`,
        );
      }
    } finally {
      counting = false;
      channel.port1.close();
    }
    return result;
  }, labels);
}

test.describe("as calendar event descriptions", () => {
  for (const batch of batches(eventBatchSize)) {
    test(`${span(batch)} neither run, fetch, log nor leave their popup`, async ({
      page,
      request,
      baseURL,
      ownEmulator,
      consoleErrors,
    }) => {
      const month = nextMonth();
      const collect = await watch(page, baseURL!, ownEmulator, consoleErrors);
      await control(request, "data", {
        calendar: batch.map((entry, index) => calendarEvent(entry, index, month)),
      });
      await page.goto(`/calendar?month=${month}`);
      await page.getByRole("radio", { name: "Agenda" }).click();
      await expect(page.getByRole("button", { name: /Hostile \d+/ })).toHaveCount(batch.length);
      const problems = (await collect()).map((signal) => `the calendar itself: ${signal}`);

      // A description is rendered only while its popup is open, so each popup's layout is its
      // own vector's.
      const labels = batch.map((entry) => entry.label);
      const layouts = await layoutsOfPopups(page, labels);
      expect(Object.keys(layouts), "popups opened").toEqual(labels);
      for (const entry of batch) problems.push(...named(entry, layouts[entry.label]!));
      // What the popups set off (a dialog, a policy violation, a request, a console error) is
      // taken once they have all been open; if there is anything, each popup is opened alone
      // again to name its vector.
      const signals = await collect();
      if (signals.length > 0) {
        const before = problems.length;
        for (const entry of batch) {
          await layoutsOfPopups(page, [entry.label]);
          problems.push(...named(entry, await collect()));
        }
        if (problems.length === before) problems.push(`${span(batch)} together: ${signals}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
