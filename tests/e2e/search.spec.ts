import type { Page } from "@playwright/test";
import { familyResourceTopics } from "../../content/family-help";
import { novaCategories } from "../../content/nova-classes";
import { pricingPage } from "../../content/pricing";
import { searchPage } from "../../content/search-page";
import { mainOffice } from "../../content/sites";
import { expectNoAxeViolations } from "./axe";
import { test, expect } from "./one-tab";
import { viewports } from "./viewports";

// The search page as a family uses it, on the built site with its real Pagefind index. What
// the index holds, query by query, is checked in Node over the build (search.built.test.ts);
// the page's states with a stand-in index in search-screen.test.tsx.

const desktop = viewports.find((viewport) => viewport.name === "desktop")!;
const phone = viewports.find((viewport) => viewport.name === "phone")!;

/** Every file the page downloads, with its size as sent (headers and compressed body). */
function downloads(page: Page) {
  const files: Array<Promise<{ path: string; bytes: number }>> = [];
  page.on("requestfinished", (request) => {
    files.push(
      request.sizes().then((sizes) => ({
        path: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  });
  return {
    /** What has arrived so far; `from` leaves out what had arrived at an earlier count. */
    async since(from = 0) {
      const arrived = (await Promise.all(files)).slice(from);
      const bytes = arrived.reduce((sum, file) => sum + file.bytes, 0);
      return { count: files.length, paths: arrived.map((file) => file.path), bytes };
    },
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const results = (page: Page, name: string) => page.getByRole("list", { name });
const status = (page: Page) => page.getByRole("main").getByRole("status");
const countMessage = /^\d+ results? for “/;

test("English: the header leads to the search, which finds Galaxy Pricing, a site and a Nova class, and loads Pagefind only to search", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  const files = downloads(page);
  await page.goto("/contact");
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  const box = page.getByRole("searchbox", { name: "What are you looking for?" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(searchPage.page.title.en);
  await page.waitForLoadState("networkidle");
  const before = await files.since();
  expect(before.paths.filter((path) => path.startsWith("/pagefind/"))).toEqual([]);
  const searchPageLoad = await files.since(before.paths.indexOf("/search"));

  await box.fill("pricing");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=pricing$/);
  await expect(status(page)).toHaveText(countMessage);
  const found = results(page, "Search results");
  const first = found.getByRole("listitem").first();
  await expect(first.getByRole("heading", { level: 2 })).toHaveText(pricingPage.page.title.en);
  await expect(first.getByRole("link").first()).toHaveAttribute("href", "/programs/pricing");
  await expect(first.locator("mark").first()).toHaveText(/pricing/i);
  await page.waitForLoadState("networkidle");
  const search = await files.since(before.count);
  expect(search.paths).toContain("/pagefind/pagefind.js");
  console.log(
    `The search page loads ${kib(searchPageLoad.bytes)} in ${searchPageLoad.count} files; ` +
      `its first search adds ${kib(search.bytes)}: ${search.paths.join(", ")}`,
  );

  const novaClass = novaCategories[1]!.classes[0]!.title.en;
  for (const [query, path] of [
    ["greenhills", "/locations/greenhills-star"],
    [novaClass, "/programs/nova"],
  ] as const) {
    await box.fill(query);
    await box.press("Enter");
    await expect(status(page)).toHaveText(new RegExp(`for “${query}”`));
    await expect(found.getByRole("link").first()).toHaveAttribute("href", path);
  }

  // The address holds the search: back shows the earlier one, and so does a reload.
  await page.goBack();
  await expect(box).toHaveValue("greenhills");
  await expect(found.getByRole("link").first()).toHaveAttribute(
    "href",
    "/locations/greenhills-star",
  );
  await page.reload();
  await expect(box).toHaveValue("greenhills");
  await expect(status(page)).toHaveText(/for “greenhills”/);
});

test("Spanish on a phone: the drawer's form searches Spanish pages only, “inscripcion” finds “inscripción” and “precios” finds Precios de Galaxy", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto("/es");
  await page.getByRole("button", { name: "Menú", exact: true }).click();
  const field = page.getByRole("searchbox", { name: "Buscar en el sitio web" });
  await field.fill("inscripcion");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/es\/search\?q=inscripcion$/);
  await expect(status(page)).toHaveText(/^(\d+ resultados|Un resultado) para “inscripcion”/);
  const found = results(page, "Resultados de la búsqueda");
  const links = await found
    .locator(":scope > li > h2 > a")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!));
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((href) => !href.startsWith("/es"))).toEqual([]);
  await expect(found.locator("mark", { hasText: "inscripción" }).first()).toBeVisible();

  const box = page.getByRole("searchbox", { name: "¿Qué busca?" });
  await box.fill("precios");
  await box.press("Enter");
  await expect(found.getByRole("heading", { level: 2 }).first()).toHaveText(
    pricingPage.page.title.es,
  );
  // A Nova class by its English name, as the registration site lists it.
  const registeredAs = novaCategories[2]!.classes[0]!.title.en;
  await box.fill(registeredAs);
  await box.press("Enter");
  await expect(found.getByRole("link").first()).toHaveAttribute("href", "/es/programs/nova");
});

test("works by keyboard: search, hear the count, and follow a section to a family-help topic's heading", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  const topic =
    familyResourceTopics.find((entry) => entry.id === "autopay") ?? familyResourceTopics[0]!;
  await page.goto("/search");
  const box = page.getByRole("searchbox", { name: "What are you looking for?" });
  // From the skip link to the main content, then Tab into the form.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(box).toBeFocused();
  await page.keyboard.type(topic.title.en);
  await page.keyboard.press("Enter");
  // The count is said in a polite live region, and focus stays in the field.
  await expect(status(page)).toHaveText(countMessage);
  await expect(box).toBeFocused();
  const section = page
    .getByRole("list", { name: /^Sections of / })
    .getByRole("link", { name: topic.title.en });
  await expect(section.first()).toBeVisible();
  for (let stop = 0; stop < 20; stop++) {
    await page.keyboard.press("Tab");
    if (await section.first().evaluate((link) => link === document.activeElement)) break;
  }
  await expect(section.first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/about/parent-resources#${topic.id}`);
  await expect(page.locator(`[id="${topic.id}"]`)).toBeFocused();
});

for (const viewport of viewports) {
  test(`results and no results have no axe violations at ${viewport.width}px, and no results offer a person to ask`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/search?q=pricing");
    await expect(status(page)).toHaveText(countMessage);
    await expectNoAxeViolations(page);
    await page.goto("/es/search?q=qqzzxx");
    await expect(status(page)).toHaveText("No hay resultados para “qqzzxx”.");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: searchPage.contactLink.es })).toHaveAttribute(
      "href",
      "/es/contact",
    );
    await expect(main.getByRole("link", { name: mainOffice.phone })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
