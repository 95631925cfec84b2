import type { Page } from "@playwright/test";
import { externalLinks } from "../../content/links";
import { locationsPage } from "../../content/locations";
import { organisation } from "../../content/organisation";
import { schoolSites } from "../../content/sites";
import { summerCamp } from "../../content/summer-camp";
import { localizePath } from "../../i18n/locale";
import { test, expect } from "./one-tab";
import { menuIn } from "./menu";

// Labels come from the menus staff edit (content/navigation.yaml), found by where they lead.
const menu = menuIn("en");
const menuEs = menuIn("es");
const programsMenu = menu.groupOf("/programs/galaxy").label;
const organisationMenu = menu.groupOf("/about/employment").label;
const accountMenu = menu.groupOf(externalLinks.signIn).label;
const galaxy = menu.link("/programs/galaxy");
const summer = menu.link("/programs/summer-camp");

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** The open dropdown panel or drawer: header menus are HTML popovers. */
const openPanel = (page: Page) => page.locator(":popover-open");

test.describe("wide menu", () => {
  test("opens a dropdown by mouse, shows subtitles, and loads the chosen page", async ({
    page,
  }) => {
    await page.goto("/");
    await mainNav(page).getByRole("button", { name: programsMenu }).click();
    const panel = openPanel(page);
    await expect(
      panel.getByRole("link", { name: `${galaxy.label} ${galaxy.subtitle}` }),
    ).toBeVisible();
    await panel.getByRole("link", { name: new RegExp(`^${summer.label}`) }).click();
    await expect(page).toHaveURL(/\/programs\/summer-camp$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(summerCamp.page.title.en);
    await expect(openPanel(page)).toHaveCount(0);
  });

  test("works by keyboard: Enter opens, Tab enters the panel, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const button = mainNav(page).getByRole("button", { name: organisationMenu });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(openPanel(page)).toBeVisible();
    const [first, second] = menu.groupOf("/about/employment").items;
    await page.keyboard.press("Tab");
    await expect(
      openPanel(page).getByRole("link", { name: new RegExp(`^${first!.label}`) }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      openPanel(page).getByRole("link", { name: new RegExp(`^${second!.label}`) }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(openPanel(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("Space opens and closes a dropdown", async ({ page }) => {
    await page.goto("/");
    const button = mainNav(page).getByRole("button", { name: programsMenu });
    await button.focus();
    await page.keyboard.press("Space");
    await expect(openPanel(page)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(openPanel(page)).toHaveCount(0);
  });

  test("Enter on a panel link follows it", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("button", { name: programsMenu }).focus();
    await page.keyboard.press("Enter");
    const second = menu.groupOf("/programs/galaxy").items[1]!;
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(
      openPanel(page).getByRole("link", { name: new RegExp(`^${second.label}`) }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${second.href}$`));
  });

  test("closes the dropdown on a click outside, and one dropdown closes another", async ({
    page,
  }) => {
    await page.goto("/");
    await mainNav(page).getByRole("button", { name: programsMenu }).click();
    await expect(openPanel(page)).toBeVisible();
    await page.mouse.click(640, 700);
    await expect(openPanel(page)).toHaveCount(0);
    await mainNav(page).getByRole("button", { name: programsMenu }).click();
    await mainNav(page).getByRole("button", { name: accountMenu }).click();
    await expect(openPanel(page)).toHaveCount(1);
    await expect(
      openPanel(page).getByRole("link", {
        name: new RegExp(`^${menu.link(externalLinks.signIn).label}`),
      }),
    ).toBeVisible();
  });

  test("marks the current page, and the dropdown that holds it", async ({ page }) => {
    await page.goto("/about/employment");
    const button = mainNav(page).getByRole("button", { name: organisationMenu });
    await expect(button).toHaveAttribute("data-current", "");
    await button.click();
    const employment = menu.link("/about/employment").label;
    await expect(
      openPanel(page).getByRole("link", { name: new RegExp(`^${employment}`) }),
    ).toHaveAttribute("aria-current", "page");
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
  });

  test("account links open their hosts in a new tab, safely", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("button", { name: accountMenu }).click();
    const accounts = menu.groupOf(externalLinks.signIn).items;
    for (const href of [externalLinks.signIn, externalLinks.createAccount, externalLinks.enroll]) {
      expect(accounts.map((item) => item.href)).toContain(href);
    }
    for (const { label, href } of accounts) {
      const link = openPanel(page).getByRole("link", { name: new RegExp(`^${label}`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", href);
    }
  });

  test("shows Closures and the Calendar in the bar itself, in both languages, and the Spanish bar fits a small laptop", async ({
    page,
  }) => {
    for (const [locale, nav] of [
      ["en", mainNav],
      ["es", (current: Page) => current.getByRole("navigation", { name: "Principal" })],
    ] as const) {
      await page.goto(locale === "en" ? "/" : "/es");
      for (const path of ["/closures", "/calendar"]) {
        const entry = menuIn(locale).link(path);
        const link = nav(page).getByRole("link", { name: entry.label, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", localizePath(path, locale));
      }
    }
    // The Spanish menu is the longest: nothing is cut off at the narrowest width with the bar,
    // even beside a classic scroll bar (17 px on Windows), which this browser does not draw, nor
    // from 1280 px on, where the bar keeps to the page's column.
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 768 });
      await page.evaluate(() => (document.documentElement.style.paddingRight = "17px"));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const english = page.getByRole("link", { name: "English" });
      await expect(english).toBeInViewport({ ratio: 1 });
      const column = (await page.getByRole("banner").locator("> div").first().boundingBox())!;
      const box = (await english.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(Math.min(width - 17, column.x + column.width));
    }
  });

  test("the page loads no script file", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await mainNav(page).getByRole("button", { name: programsMenu }).click();
    await expect(openPanel(page)).toBeVisible();
    expect(scripts).toEqual([]);
  });
});

test.describe("narrow drawer", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const drawer = openPanel;

  test("opens from the menu button and loads the chosen page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(drawer(page).getByText(galaxy.subtitle!)).toBeVisible();
    await drawer(page)
      .getByRole("link", { name: menu.link("/locations").label })
      .click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(locationsPage.page.title.en);
    await expect(drawer(page)).toHaveCount(0);
  });

  test("lists Closures and the Calendar at its top level, on its first screen, in both languages", async ({
    page,
  }) => {
    for (const locale of ["en", "es"] as const) {
      await page.goto(locale === "en" ? "/" : "/es");
      await page
        .getByRole("button", { name: locale === "en" ? "Menu" : "Menú", exact: true })
        .click();
      const topLevel = drawer(page).locator("nav > ul > li > a");
      for (const path of ["/closures", "/calendar"]) {
        const link = topLevel.filter({ hasText: menuIn(locale).link(path).label });
        await expect(link).toHaveAttribute("href", localizePath(path, locale));
        // One tap from the top: in view as the menu opens, with no scrolling.
        await expect(link).toBeInViewport({ ratio: 1 });
      }
      await page.keyboard.press("Escape");
    }
  });

  test("closes on Escape and on the close button, returning focus to the menu button", async ({
    page,
  }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(drawer(page).getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await drawer(page).getByRole("button", { name: "Close menu" }).click();
    await expect(drawer(page)).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test("closes on a click on the page beside it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(drawer(page)).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(drawer(page)).toHaveCount(0);
  });
});

test.describe("scrolling and hash targets", () => {
  test("a new page starts at its top", async ({ page }) => {
    const home = menu.footerLinks.find((link) => link.href === "/")!.label;
    await page.goto(`/locations/${schoolSites[0]!.slug}`);
    await page.getByRole("contentinfo").getByRole("link", { name: home }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("contentinfo").getByRole("link", { name: home }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a hash target that renders late is still scrolled to and focused", async ({ page }) => {
    await page.goto("/locations/main-office#late-target");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const section = document.createElement("section");
      section.id = "late-target";
      section.textContent = "Arrived late";
      section.style.marginTop = "3000px";
      document.querySelector("main")!.append(section);
    });
    await expect(page.locator("#late-target")).toBeFocused();
    await expect(page.locator("#late-target")).toBeInViewport();
  });

  test("a hash link from another page focuses its target", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/locations/main-office#districts-heading";
      link.textContent = "Districts";
      link.id = "test-link";
      document.body.prepend(link);
    });
    await page.locator("#test-link").click();
    await expect(page.locator("#districts-heading")).toBeFocused();
  });

  test("a hash link within the page focuses its target", async ({ page }) => {
    await page.goto("/about/parent-resources");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "#autopay";
      link.textContent = "AutoPay";
      link.id = "test-link";
      document.querySelector("main")!.prepend(link);
    });
    await page.locator("#test-link").click();
    await expect(page.locator("#autopay")).toBeFocused();
    await expect(page.locator("#autopay")).toBeInViewport();
  });
});

test.describe("footer", () => {
  test.describe(() => {
    test.use({ ownTab: true });
    test("shows the current year from the visitor's clock, without a hydration warning", async ({
      page,
      consoleErrors,
    }) => {
      await page.clock.setFixedTime(new Date("2031-03-01T12:00:00-08:00"));
      await page.goto("/");
      await expect(page.getByTestId("copyright-year")).toHaveText("2031");
      await page.goto("/programs/nova");
      await expect(page.getByTestId("copyright-year")).toHaveText("2031");
      await expect(page.getByRole("tab", { name: "How Nova Works" })).toBeEnabled();
      expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    });
  });

  test("has the two link columns, the division line and two social links in new tabs", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const { label, href } of menu.footerLinks) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(footer.getByText(/is a division of/)).toBeVisible();
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(2);
    for (const link of await social.all())
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("top bar", () => {
  test("shows the tagline, and the logo link is named by what it shows, the tagline as words", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    const tagline = organisation.tagline.en;
    await expect(banner.getByText(tagline)).toBeVisible();
    const logo = banner.getByRole("link", { name: organisation.name, exact: false });
    await expect(logo).toHaveAttribute("href", "/");
    // Each word of the tagline on its own, not run together by dots like a web address, and
    // nothing said between it and ", home page".
    const words = tagline.replace(/(?<=\p{L})\.(?=\p{L})/gu, ". ");
    await expect(logo).toHaveAccessibleName(`${organisation.name} ${words}, home page`);
  });
});

test.describe("the shared layout in Spanish", () => {
  const principal = (page: Page) => page.getByRole("navigation", { name: "Principal" });

  test("the wide menu speaks Spanish and leads to Spanish pages", async ({ page }) => {
    await page.goto("/es");
    await expect(page.getByRole("link", { name: "Saltar al contenido principal" })).toBeAttached();
    await principal(page)
      .getByRole("button", { name: menuEs.groupOf("/programs/galaxy").label })
      .click();
    const panel = openPanel(page);
    const galaxyEs = menuEs.link("/programs/galaxy");
    await expect(
      panel.getByRole("link", { name: `${galaxyEs.label} ${galaxyEs.subtitle}` }),
    ).toBeVisible();
    await panel
      .getByRole("link", { name: new RegExp(`^${menuEs.link("/programs/summer-camp").label}`) })
      .click();
    await expect(page).toHaveURL(/\/es\/programs\/summer-camp$/);
    await principal(page)
      .getByRole("button", { name: menuEs.groupOf(externalLinks.signIn).label })
      .click();
    const signInLabel = menuEs.link(externalLinks.signIn).label;
    const signIn = openPanel(page).getByRole("link", { name: new RegExp(`^${signInLabel}`) });
    await expect(signIn).toContainText(`${signInLabel} (en inglés)`);
    await expect(signIn).toHaveAttribute("hreflang", "en");
    await expect(signIn).toHaveAttribute("target", "_blank");
  });

  test("the drawer speaks Spanish, and the language link stays in the bar", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/es/contact");
    await expect(page.getByRole("link", { name: "English" })).toBeVisible();
    await page.getByRole("button", { name: "Menú", exact: true }).click();
    const drawer = openPanel(page);
    await expect(
      drawer.getByRole("link", { name: menuEs.link("/contact").label, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await drawer.getByRole("button", { name: "Cerrar el menú" }).click();
    await expect(openPanel(page)).toHaveCount(0);
  });

  test("the footer speaks Spanish", async ({ page }) => {
    await page.goto("/es/accessibility");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: "Programas" })).toBeVisible();
    await expect(footer.getByRole("navigation", { name: "Organización" })).toBeVisible();
    await expect(footer).toContainText(`${organisation.fullName}. Todos los derechos reservados.`);
    await expect(footer.getByRole("link", { name: "Accesibilidad" })).toHaveAttribute(
      "href",
      "/es/accessibility",
    );
    await expect(
      footer.getByRole("link", { name: "STAR en Facebook (se abre en una pestaña nueva)" }),
    ).toBeVisible();
  });

  test("longer Spanish words fit a 320px screen", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of [
      "/es",
      "/es/programs",
      `/es/locations/${schoolSites[0]!.slug}`,
      "/es/contact",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(320);
    }
  });
});
