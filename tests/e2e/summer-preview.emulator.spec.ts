import type { Page } from "@playwright/test";
import { withContractions } from "../../i18n/contractions";
import { programById } from "../../content/programs";
import { summerPreviews } from "../../content/summer-previews";
import { CAMP_HEADER } from "../../emulator/sheets-data.mjs";
import { DEMO_API_KEY } from "../../emulator/demo-config.mjs";
import { expectNoAxeViolations } from "./axe";
import {
  camp,
  control,
  expect,
  sheetRequests,
  sheetsPath as SHEETS,
  test,
} from "./emulator-control";

const campNames = (page: Page) => page.getByRole("table").getByRole("rowheader");
// Said when a live read fails and the page keeps the camps it was built with.
const notRefreshed = (page: Page) => page.getByText(/^The camp list could not be refreshed/);

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

  test("a 403 keeps the camps the page was built with, says so, and logs the request without the key", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await control(request, "fault", { path: SHEETS, status: 403 });
    await page.goto("/summer-preview-eu");
    await expect(notRefreshed(page)).toBeVisible();
    await expect(campNames(page).first()).toBeVisible();
    await expect
      .poll(() => consoleErrors.find((e) => e.includes("failed with 403 Forbidden")))
      .toMatch(/Request to http:\/\/127\.0\.0\.1:\d+\/sheets\/v4\/.*key=REDACTED failed with 403/);
    expect(consoleErrors.filter((e) => e.includes(DEMO_API_KEY))).toEqual([]);
    await expect(page.getByRole("main")).not.toContainText(DEMO_API_KEY);
    consoleErrors.length = 0;
  });

  test("a dropped connection keeps the built camps, says so, and logs the failure", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await control(request, "fault", { path: SHEETS, network: true });
    await page.goto("/summer-preview-rafos");
    await expect(notRefreshed(page)).toBeVisible();
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
    await expect(notRefreshed(page)).toBeVisible();
    await expect.poll(() => consoleErrors.some((e) => e.includes("failed with 500"))).toBe(true);
    consoleErrors.length = 0;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText(/^Updated /)).toBeVisible();
    await expect(notRefreshed(page)).toHaveCount(0);
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
    await page.getByLabel("Filter by Week").selectOption("2");
    await expect(campNames(page)).toHaveText(["Spaced Group", "Extra Columns", "Bad Dates"]);
    const badDates = page.getByRole("row").filter({ hasText: "Bad Dates" });
    await expect(badDates.getByRole("cell", { name: "To be confirmed", exact: true })).toHaveCount(
      2,
    );
  });

  test("a tab with only its header says there are no camps yet", async ({ page, request }) => {
    await control(request, "data", { sheets: { WPUSD: [CAMP_HEADER] } });
    await page.goto("/summer-preview-wp");
    await expect(page.getByText(/There are no camps on this list yet/)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("a failed refresh has no axe violations on a phone", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await control(request, "fault", { path: SHEETS, status: 403 });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/summer-preview-eu?week=2");
    await expect(notRefreshed(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await expect.poll(() => consoleErrors.some((e) => e.includes("failed with 403"))).toBe(true);
    consoleErrors.length = 0;
  });
});

test.describe("summer previews in Spanish", () => {
  const robotics = [
    "Robotics Rumble",
    "Greenhills Elementary",
    "Grades 4-7",
    "6/16/2025",
    "6/20/2025",
    "<p>Robots</p>",
    "EU 2",
  ];
  const sheets = {
    EUSD: [CAMP_HEADER, camp("Art Attack", "EU 1"), robotics, camp("Chess", "EU 2")],
  };

  test("filter by week, search, sort and show dates in Spanish, keeping camp names as typed", async ({
    page,
    request,
  }) => {
    await control(request, "data", { sheets });
    const [eu, , rafos] = summerPreviews;
    await page.goto("/es/summer-preview-eu");
    await expect(page).toHaveTitle(eu!.browserTitle.es);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(eu!.pageTitle.es);
    await expect(page.getByRole("heading", { level: 2, name: eu!.heading.es })).toBeVisible();
    await expect(page.getByText("Se muestran 3 de 3 campamentos.")).toBeVisible();
    const week = page.getByLabel("Filtrar por semana");
    await expect(week.getByRole("option")).toHaveText([
      "Todas las semanas",
      "Semana 1 · 9–13 de junio",
      "Semana 2 · 9–20 de junio",
      ...Array.from({ length: eu!.weekCount - 2 }, (_, i) => `Semana ${i + 3}`),
    ]);

    await week.selectOption("2");
    await expect(page).toHaveURL(/\/es\/summer-preview-eu\?week=2$/);
    const table = page.getByRole("table", { name: "Campamentos de la semana 2 (9–20 de junio)" });
    await expect(table.getByRole("rowheader")).toHaveText(["Robotics Rumble", "Chess"]);
    await expect(table.getByRole("row").nth(1)).toContainText("16 de junio de 2025");
    await expect(table.getByRole("row").nth(1)).toContainText("Grades 4-7");

    await page.getByLabel("Buscar campamentos").fill("grades 4-7");
    await expect(
      page.getByText(
        "Se muestran 1 de 3 campamentos de la semana 2 (9–20 de junio) que coinciden con “grades 4-7”.",
      ),
    ).toBeVisible();
    await page.getByLabel("Buscar campamentos").fill("zzz");
    await expect(
      page.getByText(/^Ningún campamento de la semana 2 \(9–20 de junio\) coincide con “zzz”/),
    ).toBeVisible();
    await page.getByRole("button", { name: "Mostrar todos los campamentos" }).click();
    await expect(page.getByText("Se muestran 3 de 3 campamentos.")).toBeVisible();

    const start = page.getByRole("columnheader", { name: "Fecha de inicio" });
    await expect(page.getByRole("columnheader")).toHaveText([
      "Campamento",
      "Sitio",
      "Categoría",
      "Fecha de inicio",
      "Fecha de fin",
      "Resumen",
    ]);
    await start.getByRole("button").click();
    await expect(start).toHaveAttribute("aria-sort", "ascending");
    await expect(page.getByRole("table").getByRole("rowheader").first()).toHaveText("Art Attack");
    await start.getByRole("button").click();
    await expect(start).toHaveAttribute("aria-sort", "descending");
    await expect(page.getByRole("table").getByRole("rowheader").first()).toHaveText(
      "Robotics Rumble",
    );

    const nav = page.getByRole("navigation", { name: "Campamentos de verano por distrito" });
    await expect(
      nav.getByRole("link", {
        name: withContractions(`Volver a ${programById("summer").inSentence.es}`, "es"),
      }),
    ).toHaveAttribute("href", "/es/programs/summer-camp");
    await nav.getByRole("link", { name: rafos!.linkText.es }).click();
    await expect(page).toHaveURL(/\/es\/summer-preview-rafos$/);
    await expect(page.getByText(rafos!.note!.es)).toBeVisible();
    // "Todas las semanas" and one option per camp week of the Rocklin preview.
    await expect(page.getByLabel("Filtrar por semana").getByRole("option")).toHaveCount(
      rafos!.weekCount + 1,
    );
  });

  test("on a phone, the cards and the sort button speak Spanish", async ({ page, request }) => {
    await control(request, "data", { sheets });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/es/summer-preview-eu?week=2");
    const card = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.locator("dl") });
    await expect(card).toHaveCount(2);
    for (const label of ["Sitio", "Categoría", "Fecha de inicio", "Fecha de fin", "Resumen"]) {
      await expect(card.first().locator("dt", { hasText: label })).toBeVisible();
    }
    await expect(card.first().locator("dd").nth(2)).toHaveText("16 de junio de 2025");
    await page.getByRole("button", { name: /^Ordenar por fecha de inicio/ }).click();
    await expect(
      page.getByRole("button", { name: /orden actual: primero los que empiezan antes/ }),
    ).toBeVisible();
  });

  test("a failed refresh says so in Spanish, dated, and tries again", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await control(request, "fault", { path: SHEETS, status: 500, times: 1 });
    await page.goto("/es/summer-preview-wp");
    await expect(
      page.getByText(
        /^No pudimos actualizar la lista de campamentos en este momento; .* el \d+ de /,
      ),
    ).toBeVisible();
    await expect(page.getByRole("table").getByRole("rowheader").first()).toBeVisible();
    await expect.poll(() => consoleErrors.some((e) => e.includes("failed with 500"))).toBe(true);
    consoleErrors.length = 0;
    await page.getByRole("button", { name: "Intentar de nuevo" }).click();
    await expect(page.getByText(/^Actualizado el /)).toBeVisible();
  });
});
