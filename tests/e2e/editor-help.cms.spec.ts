import { expect, test } from "@playwright/test";
import { schoolSites } from "../../content/sites";
import { startBackend, useBackend, type Backend } from "./cms-backend";

// Two ways the editor helps an office manager find things: a refused Publish shows the field to
// correct, and Search all finds a page by the name the editor's lists give it.

let backend: Backend;
test.beforeAll(async () => {
  backend = await startBackend();
});
test.afterAll(async () => {
  await backend?.stop();
});

test.beforeEach(async ({ page }) => {
  await useBackend(page);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
});

test("a refused Publish brings the first refused field into view, with the cursor in it", async ({
  page,
}) => {
  const site = schoolSites[0]!;
  await page.getByRole("link", { name: "Sites and main office" }).click();
  await page.getByRole("link", { name: new RegExp(site.title.en) }).click();
  // A map position far from Sacramento, at the end of the form; then back to the top.
  const longitude = page.getByLabel("Map position, longitude");
  await longitude.fill("0");
  const first = page.getByLabel("English").first();
  await first.focus();
  await expect(longitude).not.toBeInViewport();

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(longitude).toBeFocused();
  await expect(longitude).toBeInViewport();
});

test("Search all finds the Galaxy page by its name", async ({ page }) => {
  const search = page.getByPlaceholder(/Search all/);
  await search.fill("galaxy");
  await page.getByText("All Collections").click();
  await expect(page.getByRole("link", { name: /Galaxy page/ })).toBeVisible();
});
