import { notFoundPage } from "../../content/error-pages";
import { home } from "../../content/home";
import type { Page } from "@playwright/test";
import { notFoundStatusReport } from "./fixtures";
import { test, expect } from "./one-tab";
import { menuIn } from "./menu";

// The Not Found screen, in both languages. Every page's status, H1, title and language are
// checked in Node over the build (tests/build/pages.built.test.ts); the old addresses' 301s with
// the host's rules (tests/build/host-rules.built.test.ts).

/** The console's note of an address without a page, as information: no error of the page's. */
const logsAddress = (page: Page, address: string) =>
  page.waitForEvent("console", {
    predicate: (message) => message.type() === "info" && message.text().includes(address),
  });

/** The console's errors are only the browser's own report of each 404 status. */
function onlyTheStatusReported(consoleErrors: string[]) {
  expect(consoleErrors.filter((error) => error !== notFoundStatusReport)).toEqual([]);
  consoleErrors.length = 0;
}

test.describe("not found", () => {
  test("an unknown path answers 404 with the Not Found screen and notes the address, with no error", async ({
    page,
    consoleErrors,
  }) => {
    const logged = logsAddress(page, "/no/such/page");
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(notFoundPage.eyebrow.en)).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: notFoundPage.heading.en }),
    ).toBeVisible();
    await expect(page.getByText(notFoundPage.lead.en)).toBeVisible();
    await logged;
    onlyTheStatusReported(consoleErrors);
  });

  test("an unknown path under /es answers 404 with the Spanish Not Found screen", async ({
    page,
    consoleErrors,
  }) => {
    const logged = logsAddress(page, "/es/no/existe");
    const response = await page.goto("/es/no/existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByText(notFoundPage.eyebrow.es)).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: notFoundPage.heading.es }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: notFoundPage.links.findSite.es })).toHaveAttribute(
      "href",
      "/es/locations",
    );
    await logged;
    onlyTheStatusReported(consoleErrors);
  });

  test("an unknown site slug is not a site page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/locations/nowhere-star");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: notFoundPage.heading.en }),
    ).toBeVisible();
    onlyTheStatusReported(consoleErrors);
  });

  test("the drawer still works on the Not Found screen", async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/missing");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.locator(":popover-open");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: menuIn("en").link("/").label, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(home.heading.en);
    onlyTheStatusReported(consoleErrors);
  });
});
