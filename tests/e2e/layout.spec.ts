import { test, expect } from "./fixtures";

test.describe("wide menu", () => {
  test("opens a dropdown by mouse, shows subtitles, and closes when an item is chosen", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Programs" }).click();
    const menu = page.getByRole("menu");
    await expect(
      menu.getByRole("menuitem", { name: /Galaxy Before & after school care/ }),
    ).toBeVisible();
    await menu.getByRole("menuitem", { name: /^Summer Camp/ }).click();
    await expect(page).toHaveURL(/\/programs\/summer-camp$/);
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("works by keyboard: Enter opens, arrows move, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Our Non-Profit" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("menuitem", { name: /^About/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /^Employment/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("Enter pressed before the menu's code arrives opens it with the first item focused", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/desktop-nav-menu-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "load" });
    // Hydrated, with the menu's code still on its way.
    await page.locator('html[data-widgets="loading"]').waitFor({ state: "attached" });
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Programs" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    release();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("menuitem", { name: /^Galaxy Before/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /^Galaxy Pricing/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();
  });

  test("Enter on a menu item follows the link and closes the menu", async ({ page }) => {
    await page.goto("/");
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Programs" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /^Galaxy Pricing/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/programs\/pricing$/);
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("closes the dropdown on a click outside", async ({ page }) => {
    await page.goto("/");
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Programs" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(640, 700);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("account links open their hosts in a new tab, safely", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "My Account" })
      .click();
    for (const [name, host] of [
      ["Sign In", "signin."],
      ["Create Account", "account."],
      ["Enroll", "enroll."],
    ] as const) {
      const link = page.getByRole("menuitem", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute(
        "href",
        new RegExp(`^https://${host.replace(".", "\\.")}`),
      );
    }
  });
});

test.describe("narrow drawer", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from the menu button and closes when an item is chosen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByText("Before & after school care")).toBeVisible();
    await drawer
      .getByRole("link", { name: "Main Office" })
      .or(drawer.getByRole("link", { name: "Locations" }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(drawer).toBeHidden();
  });

  test("closes on Escape and on the close button, returning focus to the menu button", async ({
    page,
  }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test("closes on a click on the page behind it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("scrolling and hash targets", () => {
  test("a route change starts at the top of the new page", async ({ page }) => {
    await page.goto("/locations/maidu-star");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Home" })
      .scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a hash target that renders late is still scrolled to and focused", async ({ page }) => {
    await page.goto("/locations/main-office#late-target");
    await page.waitForTimeout(1500);
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
    await page.waitForLoadState("networkidle");
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
});

test.describe("footer", () => {
  test("shows the current year from the visitor's clock, without a hydration warning", async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.setFixedTime(new Date("2031-03-01T12:00:00-08:00"));
    await page.goto("/");
    await expect(page.getByTestId("copyright-year")).toHaveText("2031");
    expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  });

  test("has the two link columns, the division line and two social links in new tabs", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const name of [
      "Home",
      "Galaxy",
      "Nova",
      "Summer Camp",
      "Locations",
      "About",
      "Family Resources",
      "Contact",
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByText(/is a division of/)).toBeVisible();
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(2);
    for (const link of await social.all())
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("the top bar shows the tagline", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("banner").getByText("Science.Theatre.Art.Recreation"),
    ).toBeVisible();
  });
});
