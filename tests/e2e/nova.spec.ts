import type { Page } from "@playwright/test";
import { externalLinks as links } from "../../content/links";
import { novaCategories as categories } from "../../content/nova-classes";
import { novaPage } from "../../content/nova-page";
import { organisation } from "../../content/organisation";
import { sitesOffering } from "../../content/program-sites";
import { programById } from "../../content/programs";
import { expectNoAxeViolations } from "./axe";
import { localeOf } from "../../i18n/locale";
import { test, expect } from "./one-tab";

const wide = { width: 1280, height: 800 };
const narrow = { width: 390, height: 844 };
const categoryTitles = categories.map((category) => category.title.en);
const spanishTitles = categories.map((category) => category.title.es);
const firstClass = (index: number) => categories[index]!.classes[0]!;

/** Accordion triggers are the only buttons on the Nova page that carry aria-expanded. */
function accordionTrigger(page: Page, title: string) {
  return page.getByRole("main").getByRole("button", { name: title, exact: true });
}

test.describe("Nova classes on a wide screen", () => {
  test.use({ viewport: wide });

  test("show as tabs, the first selected, with the accordion out of the way", async ({ page }) => {
    await page.goto("/programs/nova");
    const tabs = page.getByRole("tablist", { name: "Nova class categories" });
    await expect(tabs.getByRole("tab")).toHaveText(categoryTitles);
    await expect(tabs.getByRole("tab", { name: categoryTitles[0] })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(accordionTrigger(page, categoryTitles[0]!)).toHaveCount(0);
    const accordionDisplay = await page
      .locator("main [data-orientation='vertical']")
      .first()
      .evaluate((el) => getComputedStyle(el).display);
    expect(accordionDisplay).toBe("none");
  });

  test("switch panels by click and by arrow keys, one panel at a time", async ({ page }) => {
    await page.goto("/programs/nova");
    const tab = (title: string) => page.getByRole("tab", { name: title });
    await tab(categoryTitles[2]!).click();
    await expect(tab(categoryTitles[2]!)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(
      page.getByRole("tabpanel").getByRole("heading", { level: 3, name: categoryTitles[2] }),
    ).toBeVisible();
    await expect(page.getByRole("tabpanel").getByText(firstClass(2).description.en)).toBeVisible();

    await tab(categoryTitles[0]!).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(categoryTitles[1]!)).toBeFocused();
    await expect(tab(categoryTitles[1]!)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tab(categoryTitles[3]!)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(tab(categoryTitles[3]!)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(tab(categoryTitles[2]!)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
  });
});

test.describe("Nova classes on a phone", () => {
  test.use({ viewport: narrow });

  test("show as an accordion with the first panel open and the tabs out of the way", async ({
    page,
  }) => {
    await page.goto("/programs/nova");
    await expect(page.getByRole("tablist")).toHaveCount(0);
    for (const [index, title] of categoryTitles.entries()) {
      await expect(accordionTrigger(page, title)).toHaveAttribute(
        "aria-expanded",
        index === 0 ? "true" : "false",
      );
    }
    await expect(
      page.getByRole("region", { name: categoryTitles[0] }).getByText(firstClass(0).description.en),
    ).toBeVisible();
  });

  test("keeps one panel open at a time, by tap and by keyboard", async ({ page }) => {
    await page.goto("/programs/nova");
    const [first, second, third] = categoryTitles as [string, string, string];
    await accordionTrigger(page, second).click();
    await expect(accordionTrigger(page, second)).toHaveAttribute("aria-expanded", "true");
    await expect(accordionTrigger(page, first)).toHaveAttribute("aria-expanded", "false");
    await expect(
      page.getByRole("region", { name: second }).getByText(firstClass(1).description.en),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: first })).toHaveCount(0);

    await accordionTrigger(page, first).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(accordionTrigger(page, third)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(accordionTrigger(page, third)).toHaveAttribute("aria-expanded", "true");
    await expect(accordionTrigger(page, second)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(accordionTrigger(page, third)).toHaveAttribute("aria-expanded", "false");
  });
});

test("the prerendered Nova page already holds the banner and the first panel", async ({
  request,
}) => {
  const html = await (await request.get("/programs/nova")).text();
  expect(html).toContain(novaPage.banner.text.en);
  expect(html).toContain(novaPage.catalog.title.en);
  expect(html).toContain(firstClass(0).title.en.replace("'", "&#x27;"));
});

test("the Nova banner and catalog link to the registration site and the PDF", async ({ page }) => {
  await page.goto("/programs/nova");
  await expect(
    page.getByRole("link", { name: novaPage.banner.cta.en, exact: false }),
  ).toHaveAttribute("href", links.registration);
  const catalog = page.getByRole("region", { name: novaPage.catalog.title.en }).getByRole("link");
  await expect(catalog).toHaveAttribute("href", links.novaCatalog);
  await expect(catalog).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("main")).not.toContainText("(in English)");
});

test.describe("the Nova page in Spanish", () => {
  test("speaks Spanish, says the registration site and catalog are in English, and links under /es", async ({
    page,
  }) => {
    await page.goto("/es/programs/nova");
    const name = programById("nova").name.es;
    await expect(page).toHaveTitle(`${name} | ${organisation.fullName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("main")).toContainText(programById("nova").tooltip.es);
    const banner = page.getByRole("region", { name: novaPage.banner.name.es });
    await expect(banner).toContainText(novaPage.banner.text.es);
    const enroll = banner.getByRole("link", {
      name: `${novaPage.banner.cta.es} (en inglés)`,
      exact: false,
    });
    await expect(enroll).toHaveAttribute("href", links.registration);
    await expect(enroll).toHaveAttribute("hreflang", "en");
    await expect(
      page.getByRole("heading", { level: 2, name: novaPage.classesHeading.es }),
    ).toBeVisible();
    const catalog = page.getByRole("region", { name: novaPage.catalog.title.es });
    await expect(
      catalog.getByRole("link", {
        name: `${novaPage.catalog.linkText.es} (PDF en inglés)`,
        exact: false,
      }),
    ).toHaveAttribute("href", links.novaCatalog);
    await expect(page.getByRole("main")).toContainText(
      `Se ofrece en ${sitesOffering("nova").length} sitios`,
    );
    for (const href of await page
      .getByRole("main")
      .locator('a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))) {
      expect(localeOf(href!), href!).toBe("es");
    }
  });

  test("switches tabs by keyboard on a wide screen", async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto("/es/programs/nova");
    const tabs = page.getByRole("tablist", { name: "Categorías de clases de Nova" });
    await expect(tabs.getByRole("tab")).toHaveText(spanishTitles);
    const tab = (title: string) => tabs.getByRole("tab", { name: title });
    await expect(tab(spanishTitles[0]!)).toBeEnabled();
    await tab(spanishTitles[0]!).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(spanishTitles[1]!)).toBeFocused();
    await expect(tab(spanishTitles[1]!)).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText(spanishTitles[1]!);
    await expect(panel.getByText(firstClass(1).description.es)).toBeVisible();
    // Each class also goes by its English name, the registration site's, marked as English.
    const { title } = firstClass(1);
    const heading = panel.getByRole("heading", { level: 4, name: `${title.es} (${title.en})` });
    await expect(heading.locator('[lang="en"]')).toHaveText(`(${title.en})`);
    await expect(panel.getByText("Alérgeno:")).toBeVisible();
    await page.keyboard.press("End");
    await expect(tab(spanishTitles[3]!)).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);
  });

  test("opens the accordion by keyboard on a phone, its words fitting 320px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/es/programs/nova");
    const [first, second] = spanishTitles as [string, string];
    await expect(accordionTrigger(page, first)).toHaveAttribute("aria-expanded", "true");
    await expect(accordionTrigger(page, first)).toBeEnabled();
    await accordionTrigger(page, first).focus();
    await page.keyboard.press("ArrowDown");
    await expect(accordionTrigger(page, second)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(accordionTrigger(page, second)).toHaveAttribute("aria-expanded", "true");
    await expect(accordionTrigger(page, first)).toHaveAttribute("aria-expanded", "false");
    await expect(
      page.getByRole("region", { name: second }).getByText(firstClass(1).description.es),
    ).toBeVisible();
    // Longer Spanish words stay inside the page's own content.
    const rightmost = await page
      .getByRole("main")
      .locator("*")
      .evaluateAll((elements) =>
        Math.max(...elements.map((element) => element.getBoundingClientRect().right)),
      );
    expect(rightmost).toBeLessThanOrEqual(320);
  });
});

for (const viewport of [narrow, wide]) {
  test.describe(`axe with every Nova panel open at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("every Nova panel has no violations", async ({ page }) => {
      await page.goto("/programs/nova");
      for (const title of categoryTitles) {
        if (viewport === wide) await page.getByRole("tab", { name: title }).click();
        else {
          const trigger = accordionTrigger(page, title);
          if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
          await expect(trigger).toHaveAttribute("aria-expanded", "true");
        }
        await expectNoAxeViolations(page);
      }
    });
  });
}
