import { expect, test } from "@playwright/test";
import { schoolSites } from "../../content/sites";
import { startBackend, useBackend, type Backend } from "./cms-backend";

// How the editor helps an office manager find things: a refused Publish shows the field to
// correct.

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
