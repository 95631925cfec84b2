import type { Page } from "@playwright/test";
import { programById } from "../../content/programs";
import { summerPreviews } from "../../content/summer-previews";
import { campTabs, CAMP_TABS } from "../../emulator/sheets-data.mjs";
import { expectNoAxeViolations } from "./axe";
import { test, expect } from "./fixtures";

// The previews as staff write them (content/summer-previews.yaml).
const [eu, wp, rafos] = summerPreviews as [
  (typeof summerPreviews)[number],
  (typeof summerPreviews)[number],
  (typeof summerPreviews)[number],
];

/** The camp titles the sample sheet holds for a week (the emulator's own data). */
function sampleTitles(tab: string, week: number): string[] {
  const prefix = CAMP_TABS.find((t) => t.tab === tab)?.prefix;
  const rows = (campTabs() as Record<string, string[][]>)[tab] ?? [];
  return rows
    .slice(1)
    .filter((row) => row[6]?.trim() === `${prefix} ${week}`)
    .map((row) => row[0] ?? "");
}

function sampleCount(tab: string): number {
  const rows = (campTabs() as Record<string, string[][]>)[tab] ?? [];
  return rows.slice(1).filter((row) => row.some((cell) => cell.trim() !== "")).length;
}

const table = (page: Page) => page.getByRole("table");
const campNames = (page: Page) => table(page).getByRole("rowheader");

test.describe("summer previews", () => {
  for (const preview of summerPreviews) {
    test(`${preview.path} has its title, headings and the ${preview.tab} camps`, async ({
      page,
    }) => {
      await page.goto(preview.path);
      await expect(page).toHaveTitle(preview.browserTitle.en);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(preview.pageTitle.en);
      await expect(page.getByRole("heading", { level: 2, name: preview.heading.en })).toBeVisible();
      await expect(campNames(page)).toHaveCount(sampleCount(preview.tab));
      // Each week with its days, as the sheet's camps of that week give them.
      await expect(page.getByRole("option")).toHaveText([
        "All Weeks",
        ...Array.from(
          { length: preview.weekCount },
          (_, i) => new RegExp(`^Week ${i + 1} · [A-Z][a-z]+ \\d+(–\\d+| – [A-Z][a-z]+ \\d+)$`),
        ),
      ]);
    });
  }

  test("shows the camps the page was built with until the sheet answers, then its answer in place", async ({
    page,
  }) => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/values:batchGet*", async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto(wp.path, { waitUntil: "load" });
    await expect(campNames(page)).toHaveCount(sampleCount("WPUSD"));
    await expect(page.getByText(/^Updated /)).toBeVisible();
    const before = await table(page).boundingBox();
    release();
    await page.waitForLoadState("networkidle");
    await expect(campNames(page)).toHaveCount(sampleCount("WPUSD"));
    expect(await table(page).boundingBox()).toEqual(before);
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });

  test("the week filter shows exactly that week, keeps it in the URL and after a reload", async ({
    page,
  }) => {
    await page.goto(eu.path);
    await expect(campNames(page)).toHaveCount(sampleCount("EUSD"));
    await expect(page.getByRole("option", { name: "Week 3 · June 23–27" })).toBeAttached();
    await page.getByLabel("Filter by Week").selectOption("3");
    await expect(page).toHaveURL(/\/summer-preview-eu\?week=3$/);
    const week3 = sampleTitles("EUSD", 3);
    expect(week3.length).toBeGreaterThan(1);
    await expect(campNames(page)).toHaveText(week3);
    await expect(table(page).locator("tbody tr td:nth-of-type(3)")).toHaveText(
      week3.map(() => "June 23, 2025"),
    );
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByLabel("Filter by Week")).toHaveValue("3");
    await expect(campNames(page)).toHaveText(week3);
    await page.getByLabel("Filter by Week").selectOption({ label: "All Weeks" });
    await expect(page).toHaveURL(/\/summer-preview-eu$/);
    await expect(campNames(page)).toHaveCount(sampleCount("EUSD"));
  });

  test("a week in a shared link opens that week; a bad one opens All Weeks", async ({ page }) => {
    await page.goto(`${rafos.path}?week=8`);
    await expect(campNames(page)).toHaveText(sampleTitles("RAFOS", 8));
    await page.goto(`${rafos.path}?week=9`);
    await expect(page.getByLabel("Filter by Week")).toHaveValue("");
    await expect(campNames(page)).toHaveCount(sampleCount("RAFOS"));
  });

  test("dates read in long form, and a date the sheet leaves open is to be confirmed", async ({
    page,
  }) => {
    await page.goto(`${eu.path}?week=2`);
    await expect(table(page)).toContainText("June 16, 2025");
    await expect(table(page)).not.toContainText("2025-06-16");
    await page.goto(`${eu.path}?week=5`);
    await expect(
      table(page).getByRole("cell", { name: "To be confirmed", exact: true }),
    ).toBeVisible();
    await expect(table(page)).not.toContainText("TBD");
  });

  test("a hostile synopsis runs nothing and stays in its cell", async ({ page }) => {
    // A page-level flag: any write to window.__xss is kept, so a script that ran would show.
    await page.addInitScript(() => {
      let value: unknown;
      Object.defineProperty(window, "__xss", {
        configurable: true,
        get: () => value,
        set: (next: unknown) => (value = next),
      });
    });
    await page.goto(`${eu.path}?week=6`);
    // The page opens with every camp and then takes the week from its address.
    await expect(page.getByRole("status")).toContainText("Week 6");
    const synopsis = table(page).locator(".camp-synopsis", { hasText: "Showtime!" });
    await expect(synopsis).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await expect(page.locator("main script, main img, main iframe, main [onerror]")).toHaveCount(0);
    await expect(page.locator('main a[href^="javascript" i]')).toHaveCount(0);
    await expect(page.locator("main [style]")).toHaveCount(0);
    const showtime = synopsis.getByText("Showtime!");
    expect(await showtime.evaluate((el) => getComputedStyle(el).position)).toBe("static");
    const cell = await synopsis.locator("xpath=ancestor::td").boundingBox();
    const box = await showtime.boundingBox();
    expect(cell && box).toBeTruthy();
    if (cell && box) {
      expect(box.x).toBeGreaterThanOrEqual(cell.x);
      expect(box.y).toBeGreaterThanOrEqual(cell.y);
      expect(box.x + box.width).toBeLessThanOrEqual(cell.x + cell.width);
      expect(box.y + box.height).toBeLessThanOrEqual(cell.y + cell.height);
    }
  });

  test("synopsis links open safely in a new tab", async ({ page }) => {
    await page.goto(`${eu.path}?week=1`);
    const link = table(page).getByRole("link", { name: "Camp details" }).first();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("only the Rocklin preview carries the August note", async ({ page }) => {
    const note = rafos.note?.en ?? "";
    await page.goto(rafos.path);
    await expect(page.getByText(note)).toBeVisible();
    await page.goto(eu.path);
    await expect(page.getByText(note)).toHaveCount(0);
  });

  test("links lead to the other previews and back to Summer Camp", async ({ page }) => {
    await page.goto(`${eu.path}?week=2`);
    const nav = page.getByRole("navigation", { name: "Summer camp previews" });
    await expect(
      nav.getByRole("link", { name: `Back to ${programById("summer").inSentence.en}` }),
    ).toHaveAttribute("href", "/programs/summer-camp");
    await expect(nav.getByRole("link", { name: eu.linkText.en })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await nav.getByRole("link", { name: rafos.linkText.en }).click();
    await expect(page).toHaveURL(new RegExp(`${rafos.path}$`));
    await expect(page).toHaveTitle(rafos.browserTitle.en);
    await expect(page.getByRole("heading", { level: 2, name: rafos.heading.en })).toBeVisible();
    await expect(page.getByLabel("Filter by Week")).toHaveValue("");
    await expect(campNames(page)).toHaveCount(sampleCount("RAFOS"));
  });

  test("search narrows by name or category, with the week, and sorting orders by start date", async ({
    page,
  }) => {
    await page.goto(eu.path);
    const search = page.getByLabel("Search camps");
    await search.fill("grades 4-7");
    await expect(page).toHaveURL(/q=grades(\+|%20)4-7/);
    const older = table(page).locator("tbody tr td:nth-of-type(2)");
    await expect(older.first()).toHaveText("Grades 4-7");
    for (const category of await older.allTextContents()) expect(category).toBe("Grades 4-7");
    await page.getByLabel("Filter by Week").selectOption("4");
    await expect(campNames(page)).toHaveCount(1);
    await expect(
      page.getByText(/Showing 1 of \d+ camps in Week 4 \(.+\) matching “grades 4-7”/),
    ).toBeVisible();

    await search.fill("no such camp");
    await expect(page.getByText(/No camps match “no such camp” in Week 4/)).toBeVisible();
    await page.getByRole("button", { name: "Show all camps" }).click();
    await expect(campNames(page)).toHaveCount(sampleCount("EUSD"));
    await expect(search).toHaveValue("");

    const header = table(page).getByRole("columnheader", { name: "Start Date" });
    await expect(header).toHaveAttribute("aria-sort", "none");
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect(table(page).locator("tbody tr").first()).toContainText("June 9, 2025");
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect(table(page).locator("tbody tr").first()).toContainText("August 4, 2025");
  });

  test("on a 390px phone the rows are stacked cards with the same labels", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${wp.path}?week=2`);
    await expect(table(page)).toBeHidden();
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.locator("dl") });
    await expect(cards).toHaveCount(sampleTitles("WPUSD", 2).length);
    const first = cards.first();
    await expect(first.getByRole("heading", { level: 4 })).toHaveText(
      sampleTitles("WPUSD", 2)[0] ?? "",
    );
    for (const label of ["Location", "Category", "Start Date", "End Date", "Synopsis"]) {
      await expect(first.locator("dt", { hasText: label })).toBeVisible();
    }
    await expect(first.locator("dd").nth(2)).toHaveText("June 16, 2025");
    await page.getByRole("button", { name: /Sort by start date/ }).click();
    await expect(page.getByRole("button", { name: /currently earliest first/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test("printing shows the filtered table without the site chrome or controls", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${eu.path}?week=3`);
    await expect(page.getByLabel("Filter by Week")).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(table(page)).toBeVisible();
    await expect(campNames(page)).toHaveText(sampleTitles("EUSD", 3));
    await expect(page.getByLabel("Filter by Week")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Summer camp previews" })).toBeHidden();
    await expect(page.locator("body > div > header")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`has no axe violations at ${viewport.width}x${viewport.height} with a week selected`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(eu.path);
      await page.getByLabel("Filter by Week").selectOption("6");
      await expect(page).toHaveURL(/week=6/);
      await expectNoAxeViolations(page);
    });
  }
});
