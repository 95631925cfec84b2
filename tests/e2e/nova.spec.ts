import type { Page } from "@playwright/test";
import { externalLinks as links } from "../../content/links";
import { novaCategories as categories } from "../../content/nova-classes";
import { localize } from "../../content/localize";
import { novaPage, novaPageOn } from "../../content/nova-page";
import { telHref } from "../../content/site-format";
import { mainOffice } from "../../content/sites";
import { pacificDay } from "../../i18n/days";
import { registrationWords } from "../../content/seasons";
import { registrationViews } from "../../app/features/registration/registration.server";
import { organisation } from "../../content/organisation";
import { sitesOffering } from "../../content/program-sites";
import { programById } from "../../content/programs";
import { expectNoAxeViolations } from "./axe";
import { localeOf, type Locale } from "../../i18n/locale";
import { test, expect } from "./one-tab";

const wide = { width: 1280, height: 800 };
const narrow = { width: 390, height: 844 };
const categoryTitles = categories.map((category) => category.title.en);
const spanishTitles = categories.map((category) => category.title.es);
const firstClass = (index: number) => categories[index]!.classes[0]!;

/**
 * The banner and the catalog box say what is true on the day the page was built: where Nova's
 * registration stands, with its button while it is open, and the catalog's link until its school
 * year ends, then whom to call (each state, with the clock on each side of its days:
 * app/features/registration/registration-pages.test.tsx).
 */
async function expectBannerAndCatalogOfToday(page: Page, locale: Locale) {
  const today = localize(novaPageOn(pacificDay()), locale);
  const [registration] = registrationViews("nova", locale, pacificDay());
  const english = locale === "es" ? " (en inglés)" : "";
  const banner = page.getByRole("region", { name: registrationWords.heading[locale] });
  const catalog = page.getByRole("region", { name: today.catalogTitle });
  const office = (region: typeof banner) =>
    expect(region.getByRole("link", { name: mainOffice.phone })).toHaveAttribute(
      "href",
      telHref(mainOffice.phone),
    );
  const { catalogLink } = today;
  await expect(banner).toContainText(registration!.heading);
  if (registration!.href) {
    const enrol = banner.getByRole("link", {
      name: `${today.banner.cta}${english}`,
      exact: false,
    });
    await expect(enrol).toHaveAttribute("href", registration!.href);
    await expect(enrol).toHaveAttribute("target", "_blank");
  } else if (registration!.line?.includes("{phone}")) await office(banner);
  if (catalogLink.claim) {
    const link = catalog.getByRole("link", { name: catalogLink.claim.linkText, exact: false });
    await expect(link).toHaveAttribute("href", links.novaCatalog);
    await expect(link).toContainText(locale === "es" ? "(PDF en inglés)" : "(PDF)");
  } else await office(catalog);
}

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
  expect(html).toContain(`aria-label="${registrationWords.heading.en}"`);
  expect(html).toContain(novaPage.catalog.title.en);
  expect(html).toContain(firstClass(0).title.en.replace("'", "&#x27;"));
});

test("the Nova banner and catalog link to the registration site and the PDF, or say whom to call", async ({
  page,
}) => {
  await page.goto("/programs/nova");
  await expectBannerAndCatalogOfToday(page, "en");
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
    await expectBannerAndCatalogOfToday(page, "es");
    await expect(
      page.getByRole("heading", { level: 2, name: novaPage.classesHeading.es }),
    ).toBeVisible();
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
