import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CAMP_HEADER } from "../../emulator/sheets-data.mjs";
import { DEMO_API_KEY } from "../../emulator/demo-config.mjs";
import { test, expect } from "./fixtures";
import { camp, control, sheetRequests, sheetsPath as SHEETS } from "./emulator-control";

const campNames = (page: Page) => page.getByRole("table").getByRole("rowheader");

test.beforeEach(async ({ request }) => {
  await control(request, "reset");
});

test.describe("summer previews against the emulator", () => {
  test("asks batchGet for its own tab, once, with the key, and never lists the tabs", async ({
    page,
    request,
  }) => {
    await page.goto("/summer-preview-wp");
    await expect(campNames(page).first()).toBeVisible();
    const requests = await sheetRequests(request);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toMatch(/\/values:batchGet$/);
    expect(requests[0]?.query).toEqual({ ranges: "WPUSD", key: DEMO_API_KEY });
    expect(requests[0]?.status).toBe(200);
  });

  test("a 403 shows Error! and logs the failed request without the key", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await control(request, "fault", { path: SHEETS, status: 403 });
    await page.goto("/summer-preview-eu");
    await expect(page.getByRole("alert")).toContainText("Error!");
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect
      .poll(() => consoleErrors.find((e) => e.includes("failed with 403 Forbidden")))
      .toMatch(/Request to http:\/\/127\.0\.0\.1:\d+\/sheets\/v4\/.*key=REDACTED failed with 403/);
    expect(consoleErrors.filter((e) => e.includes(DEMO_API_KEY))).toEqual([]);
    await expect(page.getByRole("main")).not.toContainText(DEMO_API_KEY);
    consoleErrors.length = 0;
  });

  test("a dropped connection shows Error! and logs the failure", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await control(request, "fault", { path: SHEETS, network: true });
    await page.goto("/summer-preview-rafos");
    await expect(page.getByRole("alert")).toContainText("Error!");
    await expect
      .poll(() => consoleErrors.some((e) => /Request to .*key=REDACTED failed: /.test(e)))
      .toBe(true);
    expect(consoleErrors.filter((e) => e.includes(DEMO_API_KEY))).toEqual([]);
    expect((await sheetRequests(request)).every((entry) => entry.status === 0)).toBe(true);
    consoleErrors.length = 0;
  });

  test("Try again reads the sheet again after a failure", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await control(request, "fault", { path: SHEETS, status: 500, times: 1 });
    await page.goto("/summer-preview-eu");
    await expect(page.getByRole("alert")).toContainText("Error!");
    await expect.poll(() => consoleErrors.some((e) => e.includes("failed with 500"))).toBe(true);
    consoleErrors.length = 0;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(campNames(page).first()).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("a slow sheet shows Loading... until it answers", async ({ page, request }) => {
    await control(request, "fault", { path: SHEETS, delayMs: 1500 });
    await page.goto("/summer-preview-eu", { waitUntil: "load" });
    await expect(page.getByRole("status")).toHaveText("Loading...");
    await expect(campNames(page).first()).toBeVisible();
  });

  test("EU 10 never shows under Week 1", async ({ page, request }) => {
    await control(request, "data", {
      sheets: {
        EUSD: [CAMP_HEADER, camp("Week One Camp", "EU 1"), camp("Week Ten Camp", "EU 10")],
      },
    });
    await page.goto("/summer-preview-eu?week=1");
    await expect(campNames(page)).toHaveText(["Week One Camp"]);
    await page.getByLabel("Filter by Week").selectOption({ label: "All Weeks" });
    await expect(campNames(page)).toHaveText(["Week One Camp", "Week Ten Camp"]);
  });

  test("an untidy sheet still shows every camp it holds", async ({ page, request }) => {
    await control(request, "data", {
      sheets: {
        RAFOS: [
          CAMP_HEADER,
          [],
          ["", "", "", "", "", "", ""],
          ["Only A Title"],
          camp("Spaced Group", "  RAFOS 2  "),
          [...camp("Extra Columns", "RAFOS 2"), "stray", "cells"],
          ["Bad Dates", "Gateway", "TK/K", "soon", "2025-13-45", "", "RAFOS 2"],
          [],
        ],
      },
    });
    await page.goto("/summer-preview-rafos");
    await expect(campNames(page)).toHaveText([
      "Only A Title",
      "Spaced Group",
      "Extra Columns",
      "Bad Dates",
    ]);
    await page.getByLabel("Filter by Week").selectOption({ label: "Week 2" });
    await expect(campNames(page)).toHaveText(["Spaced Group", "Extra Columns", "Bad Dates"]);
    await expect(page.getByRole("cell", { name: "soon", exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name: "2025-13-45", exact: true })).toBeVisible();
  });

  test("a tab with only its header says there are no camps yet", async ({ page, request }) => {
    await control(request, "data", { sheets: { WPUSD: [CAMP_HEADER] } });
    await page.goto("/summer-preview-wp");
    await expect(page.getByText(/There are no camps on this list yet/)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("the error state has no axe violations on a phone", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await control(request, "fault", { path: SHEETS, status: 403 });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/summer-preview-eu?week=2");
    await expect(page.getByRole("alert")).toContainText("Error!");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await expect.poll(() => consoleErrors.some((e) => e.includes("failed with 403"))).toBe(true);
    consoleErrors.length = 0;
  });
});
