import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import { test, expect, fakeMapsScript, mapsScriptUrl } from "./fixtures";
import { redirectPaths, routePaths } from "./route-paths";

// The demo build carries a Maps key; fixtures.ts answers the Maps script with a fake unless a
// test routes it again (docs/decisions/009-maps-in-tests.md).

const cards = (page: Page) => page.getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();
const map = (page: Page) => page.locator("#site-map");
const marker = (page: Page, name: string) =>
  page.locator("[data-fake-map]").getByRole("button", { name, exact: true });
const searchBox = (page: Page) => page.getByRole("combobox", { name: "Site, program or topic" });

test.describe("the map", () => {
  test("loads the Maps script only on /locations, never on another page", async ({ page }) => {
    test.slow();
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://maps.googleapis.com/")) requests.push(request.url());
    });
    for (const path of routePaths().filter((p) => p !== "/locations" && !redirectPaths.includes(p)))
      await page.goto(path);
    expect(requests).toEqual([]);

    await page.goto("/locations");
    // The map's code, and then the script, are fetched once the page has hydrated.
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0]!).searchParams.get("key")).toBe("demo-maps-key");
  });

  test("the prerendered page holds a box of the map's size and no Maps script", async ({
    request,
  }) => {
    const html = await (await request.get("/locations")).text();
    expect(html).toContain('id="site-map"');
    expect(html).toContain("Loading the map…");
    expect(html).not.toContain("maps.googleapis.com");
  });

  test("keeps its size when the map arrives, so nothing below it moves", async ({ page }) => {
    let held: Route | undefined;
    await page.route(mapsScriptUrl, (route) => {
      held = route;
    });
    await page.goto("/locations", { waitUntil: "domcontentloaded" });
    await expect(map(page).getByText("Loading the map…")).toBeVisible();
    await expect.poll(() => held).toBeDefined();
    const sites = page.getByRole("heading", { name: "Our sites", exact: true });
    const before = [await map(page).boundingBox(), await sites.boundingBox()];
    await held!.fulfill({ path: fakeMapsScript, contentType: "text/javascript" });
    await expect(page.locator("[data-fake-map]")).toBeVisible();
    expect([await map(page).boundingBox(), await sites.boundingBox()]).toEqual(before);
  });

  test("centres on the main office at zoom 11 with a marker per location", async ({ page }) => {
    await page.goto("/locations");
    const region = page.getByRole("region", { name: "Map", exact: true });
    await expect(region).toHaveAttribute("data-zoom", "11");
    await expect(region).toHaveAttribute("data-center", "38.79055,-121.26541");
    await expect(region.locator("[data-fake-marker]")).toHaveCount(14);
    await expect(marker(page, "STAR Main Office")).toBeVisible();
  });

  test("a marker click opens that site's info window and closing hides it", async ({ page }) => {
    await page.goto("/locations");
    await marker(page, "Gateway STAR").click();
    const window = page.getByRole("dialog");
    await expect(window).toHaveCount(1);
    await expect(window.getByRole("heading", { name: "Gateway STAR" })).toBeVisible();
    await expect(window).toContainText("6550 Lonetree Boulevard");
    await expect(window).toContainText("Rocklin, CA 95765");
    await expect(window.getByRole("link", { name: /Location Details/ })).toHaveAttribute(
      "href",
      "/locations/gateway-star",
    );

    await marker(page, "ARCA STAR").click();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(page.getByRole("dialog")).toContainText("7755 Hazel Avenue");

    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the info window's details link goes to the site page", async ({ page }) => {
    await page.goto("/locations");
    await marker(page, "STAR Main Office").click();
    await page
      .getByRole("dialog")
      .getByRole("link", { name: /Location Details/ })
      .click();
    await expect(page).toHaveURL(/\/locations\/main-office$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Main Office");
  });

  test("keyboard users open a marker with Enter, or a card's Show on map button", async ({
    page,
  }) => {
    await page.goto("/locations");
    await marker(page, "Leaman STAR").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toContainText("1200 Brentford Circle");

    const card = page.getByRole("article", { name: "Coppin STAR" });
    await card.getByRole("button", { name: /Show on map/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toContainText("150 East 12th Street");
    await expect(page.getByRole("dialog")).toBeFocused();
  });

  test("when Google refuses the key, an AuthFailure panel replaces the map", async ({ page }) => {
    await page.goto("/locations");
    await expect(page.locator("[data-fake-map]")).toBeVisible();
    await page.evaluate(() => window.gm_authFailure?.());
    await expect(map(page).getByText("Error: AuthFailure")).toBeVisible();
    await expect(map(page)).toContainText("API key prevents the map from rendering");
    await expect(page.locator("[data-fake-map]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Show on map/ })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(14);
  });

  test("when the Maps host is blocked, the page says so and everything else works", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(mapsScriptUrl, (route) => route.abort());
    await page.goto("/locations");
    await expect(map(page).getByText("The Maps JavaScript API could not load.")).toBeVisible();
    await expect(cards(page)).toHaveCount(14);
    await expect(page.getByRole("button", { name: /Show on map/ })).toHaveCount(0);

    await searchBox(page).fill("greenhills");
    await expect(page.getByRole("option")).toHaveCount(2);
    const card = page.getByRole("article", { name: "Greenhills STAR" });
    await card.getByRole("link", { name: /Location Details/ }).click();
    await expect(page).toHaveURL(/\/locations\/greenhills-star$/);

    // Chromium's own line about the blocked request; the page itself logs no error.
    expect(consoleErrors).toEqual(["Failed to load resource: net::ERR_FAILED"]);
    consoleErrors.length = 0;
  });
});

test.describe("site cards", () => {
  test("list all 14 locations with phone, programs, details and directions", async ({ page }) => {
    await page.goto("/locations");
    await expect(cards(page)).toHaveCount(14);
    const card = page.getByRole("article", { name: "Lincoln Crossing STAR" });
    await expect(card).toContainText("635 Groveland Lane");
    await expect(card.getByRole("link", { name: /\(916\) 555-0108/ })).toHaveAttribute(
      "href",
      "tel:+19165550108",
    );
    await expect(card.getByRole("list", { name: /Programs at/ }).getByRole("button")).toHaveText([
      "Before/After School",
      "Non-School Day Camps",
      "Summer Camp Location",
      "Subsidy Programs Available",
    ]);
    await expect(card.getByRole("link", { name: /Location Details/ })).toHaveAttribute(
      "href",
      "/locations/lc-star",
    );
    const directions = card.getByRole("link", { name: /Get Directions/ });
    await expect(directions).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=38.878928,-121.30518",
    );
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("a program icon names itself in a tooltip on hover and on keyboard focus", async ({
    page,
  }) => {
    await page.goto("/locations");
    const icons = page
      .getByRole("article", { name: "Maidu/Excelsior STAR" })
      .getByRole("button", { name: "After School Enrichment" });
    // The icons wait, disabled, until the page's code has arrived.
    await expect(icons).toBeEnabled();
    await icons.hover();
    await expect(page.getByRole("tooltip")).toHaveText("After School Enrichment");
    await page.mouse.move(0, 0, { steps: 5 });
    await expect(page.getByRole("tooltip")).toHaveCount(0);

    await page
      .getByRole("article", { name: "Main Office" })
      .getByRole("button", { name: "Subsidy Programs Available" })
      .focus();
    await expect(page.getByRole("tooltip")).toHaveText("Subsidy Programs Available");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });
});

test.describe("site search", () => {
  test("shows results only after a 300 ms pause in typing", async ({ page }) => {
    await page.clock.install();
    await page.goto("/locations");
    await page.clock.pauseAt(Date.now() + 1000);
    await searchBox(page).pressSequentially("LEAM");
    await page.clock.runFor(299);
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "result" })).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.getByRole("option")).toHaveText([/Leaman STAR, Lincoln/]);
    await expect(page.getByText("1 result for “LEAM”.")).toBeVisible();
  });

  test("says when nothing matches and clears when emptied", async ({ page }) => {
    await page.goto("/locations");
    await searchBox(page).fill("xylophone");
    await expect(page.getByText("No results for “xylophone”.")).toBeVisible();
    await searchBox(page).fill("nova");
    await expect(page.getByRole("option").first()).toBeVisible();
    await searchBox(page).fill("");
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect(page.getByText(/results? for/)).toHaveCount(0);
  });

  test("arrow keys and Enter open the active result", async ({ page }) => {
    await page.goto("/locations");
    await searchBox(page).fill("star, lincoln");
    await expect(page.getByRole("option")).toHaveCount(6);
    for (const key of ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowUp"])
      await page.keyboard.press(key);
    const active = page.getByRole("option", { selected: true });
    await expect(active).toHaveText(/Creekside Oaks STAR/);
    await expect(searchBox(page)).toHaveAttribute(
      "aria-activedescendant",
      (await active.getAttribute("id"))!,
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/locations\/creekside-star$/);
  });

  test("help topics link to their anchor on the Family Resources page", async ({ page }) => {
    await page.goto("/locations");
    await searchBox(page).fill("password");
    await expect(page.getByRole("option")).toHaveAttribute(
      "href",
      "/about/parent-resources#passwordReset",
    );
  });

  test("external results open in a new tab", async ({ page }) => {
    await page.goto("/locations");
    await searchBox(page).fill("sign in");
    const result = page.getByRole("option", { name: /Sign In/ });
    await expect(result).toHaveAttribute("href", "https://signin.star.example.org/");
    await expect(result).toHaveAttribute("target", "_blank");
    await expect(result).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("near me", () => {
  test("with permission, orders the cards nearest first and shows distances", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 38.7068, longitude: -121.2259 });
    await page.goto("/locations");
    expect((await cardNames(page))[0]).toBe("Main Office");
    await page.getByRole("button", { name: "Sort by distance from me" }).click();
    await expect(page.getByText(/The nearest is ARCA STAR, 0\.0 miles away\./)).toBeVisible();
    expect((await cardNames(page)).slice(0, 2)).toEqual(["ARCA STAR", "Oakhills STAR"]);
    await expect(page.getByText(/^\d+\.\d miles away$/)).toHaveCount(14);

    await page.getByRole("button", { name: "Back to the usual order" }).click();
    expect((await cardNames(page))[0]).toBe("Main Office");
  });

  test("refused, keeps the order and says why", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto("/locations");
    const before = await cardNames(page);
    await page.getByRole("button", { name: "Sort by distance from me" }).click();
    await expect(page.getByText(/Location permission was refused/)).toBeVisible();
    expect(await cardNames(page)).toEqual(before);
    await expect(page.getByText(/miles away/)).toHaveCount(0);
  });
});

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`axe at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("no violations with search results listed and a tooltip open", async ({ page }) => {
      await page.goto("/locations");
      await searchBox(page).fill("star");
      await expect(page.getByRole("option").first()).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await page
        .getByRole("article", { name: "Greenhills STAR" })
        .getByRole("button", { name: "Summer Camp Location" })
        .focus();
      await expect(page.getByRole("tooltip")).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });

    test("no violations with an info window open and with a failure panel", async ({ page }) => {
      await page.goto("/locations");
      await marker(page, "Oakhills STAR").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      let results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);

      await page.evaluate(() => window.gm_authFailure?.());
      await expect(page.getByText("Error: AuthFailure")).toBeVisible();
      results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  });
}

test.describe("in Spanish", () => {
  const spanishSearch = (page: Page) =>
    page.getByRole("combobox", { name: "Sitio, programa o tema" });

  test("the page, its cards and the icon tooltips speak Spanish", async ({ page }) => {
    await page.goto("/es/locations");
    await expect(page).toHaveTitle("Sitios | STAR Education");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitios");
    await expect(page.getByText(/^STAR funciona en 13 escuelas de Roseville/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nuestros sitios", exact: true })).toBeVisible();

    const card = page.getByRole("article", { name: "Maidu/Excelsior STAR" });
    const icons = card.getByRole("list", { name: "Programas en Maidu/Excelsior STAR" });
    await expect(icons.getByRole("button")).toHaveText([
      "Antes/después de clases",
      "Enriquecimiento después de clases",
      "Campamentos de días sin clases",
      "Sitio con campamento de verano",
      "Programas de subsidio disponibles",
    ]);
    await expect(
      card.getByRole("link", { name: "Detalles del sitio de Maidu/Excelsior STAR" }),
    ).toHaveAttribute("href", "/es/locations/maidu-star");
    await expect(
      card.getByRole("link", { name: /^Cómo llegar a Maidu\/Excelsior STAR/ }),
    ).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\//);

    const nova = icons.getByRole("button", { name: "Enriquecimiento después de clases" });
    await expect(nova).toBeEnabled();
    await nova.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Enriquecimiento después de clases");
  });

  test("the search finds Spanish titles typed without accents and keeps to Spanish pages", async ({
    page,
  }) => {
    await page.goto("/es/locations");
    await spanishSearch(page).fill("dias");
    const nsd = page.getByRole("option", { name: /^Campamentos de días sin clases/ });
    await expect(nsd).toHaveAttribute("href", "/es/programs/nsd-camps");
    await expect(nsd).toContainText("Programa");
    await expect(page.getByText(/^\d+ resultados? para “dias”\.$/)).toBeVisible();

    await spanishSearch(page).fill("facturacion");
    await expect(
      page.getByRole("option", { name: /Cuentas, facturación y ayuda/ }),
    ).toHaveAttribute("href", "/es/about/parent-resources");

    await spanishSearch(page).fill("iniciar");
    const signIn = page.getByRole("option", { name: /^Iniciar sesión \(en inglés\)/ });
    await expect(signIn).toHaveAttribute("href", "https://signin.star.example.org/");
    await expect(signIn).toHaveAttribute("hreflang", "en");
    await expect(signIn).toContainText("Cuenta, se abre en una pestaña nueva");

    await spanishSearch(page).fill("xilófono");
    await expect(page.getByText("No hay resultados para “xilófono”.")).toBeVisible();
  });

  test("near me sorts the cards and says so in Spanish", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 38.7068, longitude: -121.2259 });
    await page.goto("/es/locations");
    await page.getByRole("button", { name: "Ordenar por distancia desde donde estoy" }).click();
    await expect(page.getByText(/El más cercano es ARCA STAR, a 0\.0 millas\./)).toBeVisible();
    expect((await cardNames(page)).slice(0, 2)).toEqual(["ARCA STAR", "Oakhills STAR"]);
    await expect(page.getByText(/^A \d+\.\d millas? de usted$/)).toHaveCount(14);
    await page.getByRole("button", { name: "Volver al orden habitual" }).click();
    expect((await cardNames(page))[0]).toBe("Oficina principal");
  });

  test("near me, refused, keeps the order and says why in Spanish", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto("/es/locations");
    const before = await cardNames(page);
    await page.getByRole("button", { name: "Ordenar por distancia desde donde estoy" }).click();
    await expect(page.getByText(/^No se dio permiso para usar su ubicación/)).toBeVisible();
    expect(await cardNames(page)).toEqual(before);
  });

  test("the map asks Google for Spanish and its info window leads to the Spanish site page", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://maps.googleapis.com/")) scripts.push(request.url());
    });
    await page.goto("/es/locations");
    await expect(marker(page, "Oficina principal de STAR")).toBeVisible();
    expect(new URL(scripts[0]!).searchParams.get("language")).toBe("es");

    await marker(page, "Maidu STAR").click();
    const window = page.getByRole("dialog");
    await expect(window.getByRole("heading", { name: "Maidu STAR" })).toBeVisible();
    await expect(window).toContainText("Roseville, CA 95661");
    await window.getByRole("link", { name: "Detalles del sitio de Maidu STAR" }).click();
    await expect(page).toHaveURL(/\/es\/locations\/maidu-star$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maidu/Excelsior STAR");
  });

  test("a refused Maps key is explained in Spanish", async ({ page }) => {
    await page.goto("/es/locations");
    await expect(page.locator("[data-fake-map]")).toBeVisible();
    await page.evaluate(() => window.gm_authFailure?.());
    await expect(map(page)).toContainText("Error: AuthFailure");
    await expect(map(page)).toContainText("Más abajo encontrará cada sitio");
  });

  test("its longer Spanish words fit a 320 px screen", async ({ page, context }) => {
    await context.clearPermissions();
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/es/locations");
    await spanishSearch(page).fill("campamento");
    await expect(page.getByRole("option").first()).toBeVisible();
    await page.getByRole("button", { name: "Ordenar por distancia desde donde estoy" }).click();
    await expect(page.getByText(/^No se dio permiso/)).toBeVisible();
    // The page's own content, below the shared header.
    const widest = await page
      .getByRole("main")
      .evaluate((main) =>
        Math.max(...[...main.querySelectorAll("*")].map((el) => el.getBoundingClientRect().right)),
      );
    expect(widest).toBeLessThanOrEqual(320);
  });

  test("has no axe violations with results listed and a tooltip open", async ({ page }) => {
    await page.goto("/es/locations");
    await spanishSearch(page).fill("star");
    await expect(page.getByRole("option").first()).toBeVisible();
    await page
      .getByRole("article", { name: "Greenhills STAR" })
      .getByRole("button", { name: "Sitio con campamento de verano" })
      .focus();
    await expect(page.getByRole("tooltip")).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
