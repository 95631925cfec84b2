import { readFileSync } from "node:fs";
import { notFoundPage } from "../../content/error-pages";
import { home } from "../../content/home";
import { localeOf } from "../../app/lib/i18n/locale";
import { test, expect } from "./fixtures";
import { menuIn } from "./menu";
import { redirectPaths, routePaths } from "./route-paths";

const pages = routePaths().filter((path) => !redirectPaths.includes(path));
const languageOf = localeOf;

test.describe("every route", () => {
  for (const path of pages) {
    test(`${path} answers 200 in its language with one H1, its own title and no console error`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", languageOf(path));
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${path === "/" ? "/" : path}$`),
      );
      // Once nothing more is on its way, anything the page's scripts logged has been logged.
      await page.waitForLoadState("networkidle");
      expect(consoleErrors).toEqual([]);
    });
  }

  // A page's English and Spanish versions may share a title (a site's name is one name).
  test("titles are unique across the routes of each language", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const title = `${languageOf(path)} ${/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""}`;
      expect(
        titles.get(title),
        `${path} repeats the title of ${titles.get(title)}`,
      ).toBeUndefined();
      titles.set(title, path);
    }
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the Not Found screen and logs the error", async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(notFoundPage.eyebrow.en)).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: notFoundPage.heading.en }),
    ).toBeVisible();
    await expect(page.getByText(notFoundPage.lead.en)).toBeVisible();
    await expect.poll(() => consoleErrors.some((e) => e.includes("/no/such/page"))).toBe(true);
    consoleErrors.length = 0;
  });

  test("an unknown path under /es answers 404 with the Spanish Not Found screen", async ({
    page,
    consoleErrors,
  }) => {
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
    await expect.poll(() => consoleErrors.some((e) => e.includes("/es/no/existe"))).toBe(true);
    consoleErrors.length = 0;
  });

  test("an unknown site slug is not a site page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/locations/nowhere-star");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: notFoundPage.heading.en }),
    ).toBeVisible();
    await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
    consoleErrors.length = 0;
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
    consoleErrors.length = 0;
  });
});

test.describe("the plural summer camps address", () => {
  test("redirects with a 301 from the server", async ({ request }) => {
    const response = await request.get("/programs/summer-camps", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/programs/summer-camp");
  });

  test("its prerendered page, for static hosts, refreshes to the singular", async () => {
    const html = readFileSync("build/client/programs/summer-camps/index.html", "utf8");
    expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=\/programs\/summer-camp"/);
  });

  test("in Spanish, redirects to the Spanish Summer Camp page", async ({ request }) => {
    const response = await request.get("/es/programs/summer-camps?x=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/es/programs/summer-camp?x=1");
  });
});
