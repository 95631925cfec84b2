import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { localize } from "../../content/localize";
import { galaxyDiscount } from "../../content/galaxy";
import { helpDesk } from "../../content/help-desk";
import { novaCategories } from "../../content/nova-classes";
import { schoolSites } from "../../content/sites";
import { summerPreviews } from "../../content/summer-previews";
import { campTabs, CAMP_TABS } from "../../emulator/sheets-data.mjs";
import { intlLocales } from "../../i18n/locale";
import type { EngineTab, Viewport } from "./engine";
import { inLocale, locales, onePagePerTemplate, words } from "./pages";

const desktop: Viewport = { width: 1280, height: 900 };
const phone: Viewport = { width: 390, height: 844 };
/** The lg breakpoint, where the drawer gives way to the desktop menu. */
const LG = 1024;

// What the checks look at in the page. Each runs there, alone: it may use nothing from here.
const shows = (selector: string) =>
  Boolean(document.querySelector(selector)?.checkVisibility({ visibilityProperty: true }));
const showsText = (selector: string, text: string) =>
  Array.from(document.querySelectorAll(selector)).some(
    (element) => element.checkVisibility() && (element.textContent ?? "").includes(text),
  );
const focusOn = (selector: string) => {
  (document.querySelector(selector) as HTMLElement | null)?.focus();
  return document.activeElement?.matches(selector) ?? false;
};
const hidden = (selector: string) =>
  !document.querySelector(selector)?.checkVisibility({ visibilityProperty: true });
const focusIsOn = (selector: string) => document.activeElement?.matches(selector) ?? false;
const focusIsIn = (selector: string) =>
  Boolean(document.querySelector(selector)?.contains(document.activeElement));
const focusedText = () => document.activeElement?.textContent?.trim() ?? "";
const element = (selector: string) => document.querySelector(selector);
/** An input by the text of its label, as a person finds it. */
const labelled = (text: string) =>
  Array.from(document.querySelectorAll("label")).find((label) => label.textContent?.trim() === text)
    ?.control ?? null;
const enabledLabelled = (text: string) => {
  const control = Array.from(document.querySelectorAll("label")).find(
    (label) => label.textContent?.trim() === text,
  )?.control;
  return Boolean(control && !control.matches(":disabled"));
};

/** The monthly total of the estimator's child whose group's legend reads `text`, once enabled. */
const enabledChildAmount = (text: string) => {
  const input = Array.from(document.querySelectorAll("fieldset"))
    .find((group) => group.querySelector(":scope > legend")?.textContent?.trim() === text)
    ?.querySelector("input");
  return Boolean(input && !input.matches(":disabled"));
};
const childAmount = (text: string) =>
  Array.from(document.querySelectorAll("fieldset"))
    .find((group) => group.querySelector(":scope > legend")?.textContent?.trim() === text)
    ?.querySelector("input") ?? null;

const toggles = "header nav button[popovertarget]";
const drawer = "#site-menu";
const menuButton = `header button[popovertarget="site-menu"]:not(${drawer} *)`;

/** The emulator's camp titles for a week of a sheet tab (its own sample data). */
function sampleTitles(tab: string, week: number): string[] {
  const prefix = CAMP_TABS.find((each) => each.tab === tab)?.prefix;
  const rows = (campTabs() as Record<string, string[][]>)[tab] ?? [];
  return rows
    .slice(1)
    .filter((row) => row[6]?.trim() === `${prefix} ${week}`)
    .map((row) => row[0] ?? "");
}

/** The month after this one, where the calendar starts: in Los Angeles, like its visitors. */
function nextMonth(): { year: number; month: number; key: string } {
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
  })
    .format(new Date())
    .split("-")
    .map(Number);
  const date = new Date(Date.UTC(year!, month!, 1));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    key: date.toISOString().slice(0, 7),
  };
}

/**
 * The page must answer a script within a second: a hung page (WebKit's freeze on crossing the
 * breakpoint) never does. This bound is what is checked, not how fast the page is.
 */
async function answersWithinASecond(tab: EngineTab, after: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The page answered no script within 1 s ${after}: it hangs`)),
      1_000,
    );
  });
  try {
    await Promise.race([tab.run(() => document.readyState), hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** The checks every engine runs, against the site global-setup.ts serves. */
export function checkSiteIn(openEngine: (baseURL: string) => Promise<EngineTab>): void {
  let tab: EngineTab;

  beforeAll(async () => {
    tab = await openEngine(inject("baseURL"));
    console.info(`Testing in ${tab.name}`);
  });

  afterAll(async () => {
    await tab?.close();
  });

  const noProblems = async () => expect(await tab.problems()).toEqual([]);

  describe.each(locales)("one page per template loads cleanly (%s)", (locale) => {
    it.each(onePagePerTemplate(locale))("%s", async (path) => {
      await tab.open(path, desktop);
      await tab.waitFor("the page's heading", shows, "h1");
      expect(await tab.run(() => document.documentElement.lang)).toBe(locale);
      await noProblems();
    });
  });

  describe.each(locales)("header menus by keyboard (%s)", (locale) => {
    const layout = words("layout", locale);

    it("the phone drawer opens with Enter, Tab reaches Close menu, Escape closes it", async () => {
      await tab.open(inLocale("/", locale), phone);
      await tab.waitFor("the Menu button", shows, menuButton);
      expect(await tab.run(focusOn, menuButton)).toBe(true);
      await tab.press("Enter");
      await tab.waitFor("the open drawer", shows, `${drawer}:popover-open`);
      await tab.press("Tab");
      await tab.waitFor("focus on the close button", focusIsIn, drawer);
      expect(await tab.run(focusedText)).toBe(layout("layout_close_menu"));
      await tab.press("Escape");
      await tab.waitFor("focus back on the Menu button", focusIsOn, menuButton);
      expect(await tab.run(hidden, drawer)).toBe(true);
      await noProblems();
    });

    it("a dropdown opens with Enter, Tab enters it, Escape closes it and returns focus", async () => {
      await tab.open(inLocale("/", locale), desktop);
      await tab.waitFor("the desktop menu", shows, toggles);
      const id = await tab.run(
        (selector: string) => document.querySelector(selector)?.getAttribute("popovertarget"),
        toggles,
      );
      const button = `header nav button[popovertarget="${id}"]`;
      const panel = `#${id}`;
      expect(await tab.run(focusOn, button)).toBe(true);
      await tab.press("Enter");
      await tab.waitFor("the open panel", shows, `${panel}:popover-open`);
      await tab.press("Tab");
      await tab.waitFor("focus on the panel's first link", focusIsOn, `${panel} a`);
      await tab.press("Escape");
      await tab.waitFor("focus back on the dropdown button", focusIsOn, button);
      expect(await tab.run(hidden, panel)).toBe(true);
      await noProblems();
    });

    it("every dropdown opens under its button and inside the window, from 1024 px up", async () => {
      await tab.open(inLocale("/", locale), { width: LG, height: 800 });
      for (const width of [LG, 1440]) {
        await tab.resize({ width, height: 800 });
        await tab.waitFor("the desktop menu", shows, toggles);
        // Where CSS anchor positioning is missing (Firefox ESR 140, Safari before 26), a panel
        // hangs from the sticky bar's place at the top of the window; a notice or closure banner
        // above the bar pushes it lower until the page is scrolled. The check is made with the
        // bar at the top, so it holds whether or not a banner is showing on the day it runs.
        await tab.run(() => window.scrollTo(0, 600));
        const count = await tab.run(
          (selector) => document.querySelectorAll(selector).length,
          toggles,
        );
        for (let index = 0; index < count; index += 1) {
          await tab.click(
            (selector, at) => document.querySelectorAll(selector)[at],
            toggles,
            index,
          );
          await tab.waitFor("the open panel", shows, ":popover-open");
          const place = await tab.run(
            (selector, at) => {
              const button = document.querySelectorAll(selector)[at]!.getBoundingClientRect();
              const panel = document.querySelector(":popover-open")!.getBoundingClientRect();
              return {
                belowButton: panel.top >= button.bottom,
                insideWindow:
                  panel.left >= 0 && panel.right <= document.documentElement.clientWidth,
              };
            },
            toggles,
            index,
          );
          expect(place, `dropdown ${index + 1} at ${width} px`).toEqual({
            belowButton: true,
            insideWindow: true,
          });
          await tab.press("Escape");
          await tab.waitFor("the panel to close", () => !document.querySelector(":popover-open"));
        }
      }
      await noProblems();
    });
  });

  describe.each(locales)("the help-desk dialog on the contact page (%s)", (locale) => {
    const form = localize(helpDesk.forms[0]!, locale);
    const opener = `button[commandfor="help-desk-${form.id}"][command="show-modal"]`;
    const dialog = `dialog#help-desk-${form.id}`;

    it("opens from its button and closes with Escape, its close button and the backdrop", async () => {
      await tab.open(inLocale("/contact", locale), desktop);
      const opens = async () => {
        await tab.waitFor("the dialog", showsText, `${dialog}[open] h2`, form.title);
        await tab.waitFor("focus in the dialog", focusIsIn, dialog);
      };
      const closes = async () => tab.waitFor("the dialog to close", hidden, dialog);

      await tab.click(element, opener);
      await opens();
      await tab.press("Escape");
      await closes();
      await tab.waitFor("focus back on the button", focusIsOn, opener);

      await tab.press("Enter");
      await opens();
      await tab.click(element, `${dialog} button[command="close"]`);
      await closes();

      await tab.click(element, opener);
      await opens();
      // A corner of the window is backdrop at this size: the dialog is centred, 42 rem wide.
      await tab.clickAt(8, 8);
      await closes();
      await noProblems();
    });
  });

  describe.each(locales)("one interaction on each page with React (%s)", (locale) => {
    it("the sibling-discount estimator on Galaxy gives the discount for two children", async () => {
      const programs = words("programs", locale);
      const child = (number: number) => programs("programs_estimator_child", { number });
      await tab.open(inLocale("/programs/galaxy", locale), desktop);
      await tab.waitFor("the estimator, ready", enabledChildAmount, child(1));
      await tab.click(childAmount, child(1));
      await tab.type("500");
      await tab.click(childAmount, child(2));
      await tab.type("300");
      // Two children: the rule staff set for two (content/galaxy.yaml) decides the base.
      const { percent, combinedFrom } = galaxyDiscount;
      const combined = combinedFrom <= 2;
      const base = combined ? 800 : 300;
      const usd = (amount: number) =>
        tab.run(
          (tag, value) =>
            new Intl.NumberFormat(tag, { style: "currency", currency: "USD" }).format(value),
          intlLocales[locale],
          amount,
        );
      const rule = combined ? "combined" : "lesser";
      const discount = programs(`programs_estimator_discount_${rule}`, {
        discount: await usd((base * percent) / 100),
        percent,
        base: await usd(base),
      });
      await tab.waitFor(`"${discount}"`, showsText, '[role="status"]', discount);
      await noProblems();
    });

    it("Nova's class tabs move to the next category with the arrow key", async () => {
      const categories = localize(novaCategories, locale);
      // The arrow key goes round: with a single category, it stays on it.
      const next = categories[1 % categories.length]!;
      await tab.open(inLocale("/programs/nova", locale), desktop);
      const selected = '[role="tab"][aria-selected="true"]';
      await tab.waitFor(
        "the first tab, ready",
        (selector) => {
          const first = document.querySelector(selector);
          return Boolean(first?.checkVisibility() && !first.matches(":disabled"));
        },
        selected,
      );
      await tab.click(element, selected);
      await tab.press("ArrowRight");
      await tab.waitFor(
        `the ${next.title} panel`,
        (selector, title) =>
          document.querySelector(selector)?.textContent === title &&
          Array.from(document.querySelectorAll('[role="tabpanel"] h3')).some(
            (heading) => heading.checkVisibility() && heading.textContent === title,
          ),
        selected,
        next.title,
      );
      await noProblems();
    });

    it("the calendar's Next month shows the next month", async () => {
      const calendar = words("calendar", locale);
      await tab.open(inLocale("/calendar", locale), desktop);
      // Today is marked once the page's code runs in the visitor's browser, with its clock.
      await tab.waitFor("today marked on the calendar", shows, '[aria-current="date"]');
      await tab.click(
        (name) => document.querySelector(`button[aria-label="${name}"]`),
        calendar("calendar_next_month"),
      );
      const { year, month, key } = nextMonth();
      const label = await tab.run(
        (tag, y, m) =>
          new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(
            Date.UTC(y, m, 1),
          ),
        intlLocales[locale],
        year,
        month,
      );
      await tab.waitFor(
        `the heading of ${key}`,
        (text) =>
          (document.getElementById("calendar-month")?.textContent ?? "").toLowerCase() ===
          text.toLowerCase(),
        label,
      );
      expect(await tab.run(() => location.search)).toBe(`?month=${key}`);
      await noProblems();
    });

    it("a summer preview shows only the camps of the week chosen", async () => {
      const camps = words("camps", locale);
      const preview = summerPreviews[0]!;
      const week = Array.from({ length: preview.weekCount }, (_, index) => index + 1).find(
        (number) => sampleTitles(preview.tab, number).length > 0,
      )!;
      const titles = sampleTitles(preview.tab, week);
      await tab.open(inLocale(preview.path, locale), desktop);
      await tab.waitFor("the camps", shows, 'tbody th[scope="row"]');
      // The built camps show at once; the filters answer once the page's code runs.
      await tab.waitFor("the week filter, ready", enabledLabelled, camps("camps_filter_by_week"));
      await tab.select(String(week), labelled, camps("camps_filter_by_week"));
      await tab.waitFor(
        `the camps of ${camps("camps_week", { number: week })}`,
        (expected) =>
          JSON.stringify(
            Array.from(document.querySelectorAll('tbody th[scope="row"]'), (cell) =>
              cell.textContent?.trim(),
            ),
          ) === expected,
        JSON.stringify(titles),
      );
      await noProblems();
    });

    it("the locations search finds a site by its name", async () => {
      const locations = words("locations", locale);
      const site = localize(schoolSites[0]!, locale);
      await tab.open(inLocale("/locations", locale), desktop);
      await tab.waitFor(
        "the search box, ready",
        enabledLabelled,
        locations("locations_search_label"),
      );
      await tab.click(labelled, locations("locations_search_label"));
      await tab.type(site.title);
      await tab.waitFor(`a result for ${site.title}`, showsText, '[role="option"]', site.title);
      await noProblems();
    });
  });

  // Last: a page that hangs here would leave the engine unable to run anything after it.
  it("crossing the 1024 px breakpoint both ways leaves the page answering", async () => {
    await tab.open("/", desktop);
    await tab.waitFor("the desktop menu", shows, toggles);
    await tab.resize({ width: LG - 224, height: desktop.height });
    await answersWithinASecond(tab, "of narrowing the window below 1024 px");
    await tab.waitFor("the Menu button", shows, menuButton);
    expect(await tab.run(hidden, toggles)).toBe(true);
    await tab.resize(desktop);
    await answersWithinASecond(tab, "of widening the window past 1024 px");
    await tab.waitFor("the desktop menu", shows, toggles);
    await noProblems();
  });
}
