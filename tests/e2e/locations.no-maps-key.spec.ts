import AxeBuilder from "@axe-core/playwright";
import { directionsUrl } from "../../content/site-format";
import { mainOffice, schoolSites, sites } from "../../content/sites";
import { test, expect } from "./fixtures";

// Runs against the demo site built without VITE_GOOGLE_MAPS_API_KEY (npm run build:variants).

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

test("with no Maps key, /locations says the map is not configured, allows and requests no Maps host", async ({
  page,
}) => {
  const mapsRequests: string[] = [];
  page.on("request", (request) => {
    if (/^https:\/\/maps\.(googleapis|gstatic)\.com\//.test(request.url()))
      mapsRequests.push(request.url());
  });
  const response = await page.goto("/locations");
  expect(response?.headers()["content-security-policy"]).not.toMatch(/maps\.(googleapis|gstatic)/);
  const panel = page.locator("#site-map").getByRole("status");
  await expect(panel).toContainText("The map is not configured");
  await expect(panel).toContainText("Every site is listed below");
  await page.waitForLoadState("networkidle");
  expect(mapsRequests).toEqual([]);
  expect(
    await page.evaluate(() => [...document.scripts].some((script) => /maps/.test(script.src))),
  ).toBe(false);
});

test("with no Maps key, every site card and the search still work", async ({ page }) => {
  const [site] = schoolSites;
  await page.goto("/locations");
  await expect(page.getByRole("article")).toHaveCount(sites.length);
  const directions = page
    .getByRole("article", { name: `${site!.title.en} STAR` })
    .getByRole("link", { name: /Get Directions/ });
  await expect(directions).toHaveAttribute("href", directionsUrl(site!.lat, site!.lng));
  await page.getByRole("combobox", { name: "Site, program or topic" }).fill(site!.title.en);
  await expect(page.getByRole("option", { name: site!.title.en }).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("with no Maps key, the Spanish page says so in Spanish and its cards and search work", async ({
  page,
}) => {
  await page.goto("/es/locations");
  const panel = page.locator("#site-map").getByRole("status");
  await expect(panel).toContainText("El mapa no está configurado");
  await expect(panel).toContainText("no tiene una clave de Google Maps");
  await expect(panel).toContainText("Más abajo encontrará cada sitio");
  await expect(page.getByRole("article")).toHaveCount(sites.length);
  await expect(page.getByRole("button", { name: /Ver en el mapa/ })).toHaveCount(0);
  const office = `${mainOffice.title.es}, ${mainOffice.city}`;
  await page.getByRole("combobox", { name: "Sitio, programa o tema" }).fill(mainOffice.title.es);
  await expect(page.getByRole("option", { name: office, exact: false })).toHaveAttribute(
    "href",
    "/es/locations/main-office",
  );
});
