import { test, expect } from "./one-tab";

// Every page's language, canonical address, versions, language link and words are checked in
// Node over the build (tests/build/pages.built.test.ts and words.built.test.ts); here, that the
// language link takes a visitor on a phone to the same page in the other language and back.

test("the language link works from a phone, both ways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/programs/galaxy");
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/programs\/galaxy$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/programs\/galaxy$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
