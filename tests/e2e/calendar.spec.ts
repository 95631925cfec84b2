import type { Locator, Page } from "@playwright/test";
import { pacificDay } from "../../app/features/closures/days";
import { closures, type ClosureContent } from "../../content/closures";
import { closuresPage } from "../../content/closures-page";
import { fill, localize } from "../../content/localize";
import { siteName } from "../../content/site-format";
import { sites } from "../../content/sites";
import { timeOfDay } from "../../i18n/clock";
import { expectNoAxeViolations } from "./axe";
import { test, expect } from "./fixtures";

// The emulator's sample calendar is generated around today, so months are computed here the
// same way a visitor in Los Angeles would name them.
const zone = "America/Los_Angeles";
function monthOffset(by: number) {
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
  })
    .format(new Date())
    .split("-")
    .map(Number);
  const date = new Date(Date.UTC(year!, month! - 1 + by, 1));
  return {
    key: date.toISOString().slice(0, 7),
    label: new Intl.DateTimeFormat("en-US", {
      timeZone: "UTC",
      month: "long",
      year: "numeric",
    }).format(date),
  };
}
const current = monthOffset(0);
const monthHeading = (page: Page) => page.locator("#calendar-month");
const hostileEvent = "Nova class registration opens";

/**
 * The tuition reminder every sample month has on its 1st: on its own in the day's cell, or,
 * where the 1st is busy (a closure, a break), among the day's "+N more".
 */
async function expectTuitionReminder(page: Page, grid: Locator) {
  const reminder = grid.getByRole("button", { name: /Galaxy tuition due/ });
  const more = grid.getByRole("button", { name: /^\+\d+ (more )?events on \w+day, \w+ 1$/ });
  await expect(reminder.or(more).first()).toBeVisible();
  if (await reminder.isVisible()) return;
  await more.click();
  const day = page.getByRole("dialog", { name: /^\w+day, \w+ 1$/ });
  await expect(day.getByRole("button", { name: /Galaxy tuition due/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(day).toHaveCount(0);
}

test.describe("calendar month grid", () => {
  test("shows the current month, Sunday first, with its events and today marked", async ({
    page,
  }) => {
    await page.goto("/calendar");
    await expect(monthHeading(page)).toHaveText(current.label);
    const grid = page.getByRole("table", { name: `Events in ${current.label}` });
    const columns = grid.getByRole("columnheader");
    await expect(columns).toHaveCount(7);
    await expect(columns.first()).toHaveAccessibleName("Sunday");
    await expect(columns.last()).toHaveAccessibleName("Saturday");
    const heights = await grid
      .locator("tbody td")
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().height)));
    expect(new Set(heights).size).toBe(1);
    await expect(grid.locator('td[aria-current="date"]')).toHaveCount(1);
    await expect(grid.locator('td[aria-current="date"]')).toContainText("Today,");
    // Every month opens with the tuition reminder on the 1st.
    await expectTuitionReminder(page, grid);
    await expect(page.getByRole("button", { name: hostileEvent }).first()).toBeVisible();
    await expect(page.getByText("Loading…")).toHaveCount(0);
  });

  test("Prev, Next and Today change the month and the URL, and Back works", async ({ page }) => {
    await page.goto("/calendar");
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page).toHaveURL(new RegExp(`/calendar\\?month=${monthOffset(1).key}$`));
    await expect(monthHeading(page)).toHaveText(monthOffset(1).label);
    await expectTuitionReminder(
      page,
      page.getByRole("table", { name: `Events in ${monthOffset(1).label}` }),
    );

    await page.getByRole("button", { name: "Prev month" }).click();
    await page.getByRole("button", { name: "Prev month" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?month=${monthOffset(-1).key}$`));
    await expect(monthHeading(page)).toHaveText(monthOffset(-1).label);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?month=${current.key}$`));
    await expect(monthHeading(page)).toHaveText(current.label);

    await page.getByRole("button", { name: "Next month" }).click();
    await page.getByRole("button", { name: "Today" }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(monthHeading(page)).toHaveText(current.label);
  });

  test("opens the month named in the URL, and the current month for a bad value", async ({
    page,
  }) => {
    await page.goto(`/calendar?month=${monthOffset(2).key}`);
    await expect(monthHeading(page)).toHaveText(monthOffset(2).label);
    await page.goto("/calendar?month=next-week");
    await expect(monthHeading(page)).toHaveText(current.label);
  });
});

test.describe("a visitor far from Los Angeles", () => {
  // The page's days are Los Angeles days wherever the visitor's own clock is set.
  test.use({ timezoneId: "Asia/Tokyo" });

  test("whose month began after the build sees their month once the page has hydrated", async ({
    page,
  }) => {
    // Built in one month, visited on the 1st of the next (the build carries both): the page
    // hydrates the build's month as it was rendered, then shows the visitor's, with no error.
    const next = monthOffset(1);
    await page.clock.install({ time: new Date(`${next.key}-01T12:00:00-08:00`) });
    await page.goto("/calendar");
    await expect(page.getByRole("button", { name: "Today" })).toBeEnabled();
    await expect(monthHeading(page)).toHaveText(next.label);
    const grid = page.getByRole("table", { name: `Events in ${next.label}` });
    await expect(grid.locator('td[aria-current="date"]')).toContainText("Today,");
    await expectTuitionReminder(page, grid);
  });
});

test.describe("event popup", () => {
  test("opens by mouse, 20rem wide, and closes on a click outside and a second click", async ({
    page,
  }) => {
    await page.goto("/calendar");
    const event = page.getByRole("button", { name: hostileEvent }).first();
    await event.click();
    const popup = page.getByRole("dialog", { name: hostileEvent });
    await expect(popup).toBeVisible();
    await expect(popup).toBeFocused();
    expect((await popup.boundingBox())?.width).toBe(320);
    await expect(popup).toContainText("Online");
    const link = popup.getByRole("link", { name: /View in Calendar/ });
    await expect(link).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/calendar\/event\?eid=/,
    );
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");

    await page.getByRole("heading", { level: 1 }).click();
    await expect(popup).toHaveCount(0);

    await event.click();
    await expect(popup).toBeVisible();
    await event.click();
    await expect(popup).toHaveCount(0);
  });

  test("works by keyboard: Enter opens and focuses it, Tab reaches its link, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/calendar");
    // On the first Tuesday, a day no closure or break in the demo falls on.
    const event = page.getByRole("button", { name: /Coffee with the site director/ });
    await expect(event).toBeEnabled();
    await event.focus();
    await page.keyboard.press("Enter");
    const popup = page.getByRole("dialog", { name: /Coffee with the site director/ });
    await expect(popup).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(popup.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(popup.getByRole("link", { name: /View in Calendar/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await expect(event).toBeFocused();

    await page.keyboard.press("Space");
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Close" }).press("Enter");
    await expect(popup).toHaveCount(0);
    await expect(event).toBeFocused();
  });

  test("a description with a script and an image keeps only its text and safe links", async ({
    page,
  }) => {
    await page.goto("/calendar");
    await page.getByRole("button", { name: hostileEvent }).first().click();
    const popup = page.getByRole("dialog", { name: hostileEvent });
    await expect(popup).toContainText("Registration for the next Nova session opens at 9:00 AM.");
    await expect(popup).toContainText("Questions? Come to help hours on Wednesday.");
    const novaLink = popup.getByRole("link", { name: "Nova page" });
    await expect(novaLink).toHaveAttribute("target", "_blank");
    await expect(novaLink).toHaveAttribute("rel", "noopener noreferrer");
    await expect(popup.locator("script, img, [onerror]")).toHaveCount(0);
    await expect(page.locator("[onerror]")).toHaveCount(0);
    // The page's data carries the description as text; no script element is made of it.
    expect(
      await page
        .locator("script")
        .evaluateAll((scripts) =>
          scripts.some((s) => /^\s*window\.__xss/.test(s.textContent ?? "")),
        ),
    ).toBe(false);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });

  test("'+N more' opens the whole day, and its events open their own popup", async ({ page }) => {
    await page.goto("/calendar");
    // The second Thursday of every sample month holds five events.
    const more = page.getByRole("button", { name: /^\+\d+ (more )?events on Thursday, / }).first();
    await more.click();
    const day = page.getByRole("dialog", { name: /^Thursday, / });
    await expect(day).toBeVisible();
    expect(await day.getByRole("listitem").count()).toBeGreaterThanOrEqual(5);
    await day.getByRole("button", { name: /STAR Board of Directors meeting/ }).click();
    const event = page.getByRole("dialog", { name: "STAR Board of Directors meeting" });
    await expect(event).toContainText("Open to the public.");
    await page.keyboard.press("Escape");
    await expect(event).toHaveCount(0);
    await expect(day).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(day).toHaveCount(0);
    await expect(more).toBeFocused();
  });
});

test.describe("agenda and subscribe", () => {
  test("a phone gets the agenda by day, and can switch to the grid", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/calendar");
    await expect(page.getByRole("radio", { name: "Agenda" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.getByRole("table")).toHaveCount(0);
    // Only days with events or closures are listed, the folded ones too.
    for (const dayItem of await page.locator("ol > li").all()) {
      expect(await dayItem.locator('button, a[href*="/closures#"]').count()).toBeGreaterThan(0);
    }
    // The list starts today, or at the next day with events; the month's earlier days are folded
    // above it, and the first of them opens there.
    const today = new Date().toLocaleDateString("en-CA", { timeZone: zone });
    const coming = page.locator("ol:visible > li h3");
    if ((await coming.count()) > 0) {
      // "Tuesday, December 1", with "Today" after it on today's day.
      const firstDay = Number(/, \w+ (\d+)/.exec((await coming.first().textContent()) ?? "")?.[1]);
      expect(firstDay).toBeGreaterThanOrEqual(Number(today.slice(-2)));
    } else {
      await expect(page.getByText("Nothing more is on the calendar this month.")).toBeVisible();
    }
    const earlier = page.locator("details", { hasText: "Earlier this month" });
    if (Number(today.slice(-2)) > 1) {
      await expect(earlier.locator("ol > li").first()).toBeHidden();
      await earlier.getByText("Earlier this month").click();
    }
    const first = page.locator("ol > li").first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText(/^\w+day, \w+ 1( Today)?$/);
    await expect(first.getByRole("button", { name: /All day Galaxy tuition due/ })).toBeVisible();

    // An event with a long description shows the add-to-calendar choices as its popup opens,
    // not below the fold of a box that scrolls on its own.
    await page.getByRole("button", { name: new RegExp(hostileEvent) }).click();
    const popup = page.getByRole("dialog", { name: new RegExp(hostileEvent) });
    await expect(popup).toBeVisible();
    for (const choice of ["Google Calendar", "Outlook"]) {
      await expect(popup.getByRole("link", { name: new RegExp(`^${choice}`) })).toBeInViewport({
        ratio: 1,
      });
    }
    await page.keyboard.press("Escape");

    await page.getByRole("radio", { name: "Month grid" }).click();
    await expect(page.getByRole("table", { name: `Events in ${current.label}` })).toBeVisible();
  });

  test("Subscribe leads to the calendar's webcal: and Google Calendar links and copies its address", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/calendar");
    await page.getByRole("link", { name: "Subscribe" }).click();
    const section = page.locator("#subscribe");
    await expect(section).toBeFocused();
    const address =
      "https://calendar.google.com/calendar/ical/star-events%40group.calendar.google.com/public/basic.ics";
    await expect(section.getByRole("link", { name: "open it in Apple Calendar" })).toHaveAttribute(
      "href",
      address.replace("https:", "webcal:"),
    );
    const google = section.getByRole("link", { name: /open it in Google Calendar/ });
    await expect(google).toHaveAttribute(
      "href",
      "https://calendar.google.com/calendar/render?cid=star-events%40group.calendar.google.com",
    );
    await expect(google).toHaveAttribute("target", "_blank");
    await expect(section.getByRole("textbox", { name: "Calendar address" })).toHaveValue(address);
    await section.getByRole("button", { name: "Copy the address" }).click();
    await expect(section.getByRole("status")).toHaveText("Address copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });
});

// The first closure still to come, as content has it (staff may change it, or have none).
const today = pacificDay();
const next = closures.find((closure) => closure.last >= today);
const nextMonth = next?.first.slice(0, 7) ?? today.slice(0, 7);
/** What a closure's entry says happens, in a language: "Closes early, at 3:00 PM". */
const what = (closure: ClosureContent, locale: "en" | "es") =>
  fill(closuresPage.kinds[closure.kind][locale], {
    time: closure.time ? timeOfDay(closure.time, locale) : "",
  });

test.describe("closures on the calendar", () => {
  test("are on their days in the grid, unlike events, and lead to the closure on the Closures page", async ({
    page,
  }) => {
    await page.goto(`/calendar?month=${nextMonth}`);
    const grid = page.getByRole("table");
    await expect(page.getByRole("button", { name: "Today" })).toBeEnabled();
    if (!next) {
      await expect(grid.locator("[data-closure]")).toHaveCount(0);
      return;
    }
    const day = grid
      .locator("td")
      .filter({ hasText: new RegExp(`^${Number(next.first.slice(8))}\\D`) });
    const link = day.getByRole("link", { name: new RegExp(next.reason.en) });
    await expect(link).toBeVisible();
    await expect(link).toContainText(what(next, "en"));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/closures#${next.id}$`));
    await expect(page.locator(`[id="${next.id}"]`)).toBeFocused();
  });

  test("are in the Spanish agenda on a phone, with their sites", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/es/calendar?month=${nextMonth}`);
    await expect(page.getByRole("button", { name: "Hoy" })).toBeEnabled();
    if (!next) {
      await expect(page.locator("[data-closure]")).toHaveCount(0);
      return;
    }
    const row = page.getByRole("link", { name: new RegExp(next.reason.es) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(what(next, "es"));
    const site = sites.find((each) => next.sites.includes(each.slug))!;
    await expect(row).toContainText(
      next.allSites ? closuresPage.allSites.es : siteName(localize(site, "es")),
    );
    await expect(row).toHaveAttribute("href", `/es/closures#${next.id}`);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`calendar open states at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("have no WCAG A/AA violations with the event popup open", async ({ page }) => {
      await page.goto("/calendar");
      // Controls turn on once the page is ready; a family taps then, from where the page stands.
      await expect(page.getByRole("button", { name: "Today" })).toBeEnabled();
      // On a phone an event before today is among the month's earlier days, folded.
      const earlier = page.getByText("Earlier this month");
      if (await earlier.isVisible()) await earlier.click();
      const event = page.getByRole("button", { name: hostileEvent }).first();
      await expect(event).toBeEnabled();
      await event.click();
      await expect(page.getByRole("dialog", { name: hostileEvent })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("have no WCAG A/AA violations with a day's full list open", async ({ page }) => {
      await page.goto("/calendar");
      await expect(page.getByRole("button", { name: "Today" })).toBeEnabled();
      if (viewport.width < 640) await page.getByRole("radio", { name: "Month grid" }).click();
      // The second Thursday's, which every sample month fills.
      await page
        .getByRole("button", { name: /^\+\d+ (more )?events on Thursday, / })
        .first()
        .click();
      await expect(page.getByRole("dialog", { name: /^Thursday, / })).toBeVisible();
      await expectNoAxeViolations(page);
      await page
        .getByRole("dialog")
        .getByRole("button", { name: /Family .* Night/ })
        .click();
      await expect(page.getByRole("dialog")).toHaveCount(2);
      await expectNoAxeViolations(page);
    });
  });
}
