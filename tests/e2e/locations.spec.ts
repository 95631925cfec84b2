import type { Page, Route } from "@playwright/test";
import { familyResourceTopics } from "../../content/family-help";
import { locationsPage } from "../../content/locations";
import { localize } from "../../content/localize";
import { organisation } from "../../content/organisation";
import { programs } from "../../content/programs";
import { searchIndex } from "../../app/features/locations/search-index.server";
import {
  directionsUrl,
  siteHref,
  siteInSentence,
  siteName,
  telHref,
} from "../../content/site-format";
import { sitePageWords } from "../../content/site-page";
import { mainOffice, schoolSites, sites } from "../../content/sites";
import { expectNoAxeViolations } from "./axe";
import { fakeMapsScript, mapsScriptUrl } from "./fixtures";
import { test, expect } from "./one-tab";

// The demo build carries a Maps key; fixtures.ts answers the Maps script with a fake unless a
// test routes it again (docs/decisions/009-maps-in-tests.md). Sites, names, addresses and
// program labels come from content/, so that the tests follow what staff edit.

const cards = (page: Page) => page.getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();
const map = (page: Page) => page.locator("#site-map");
const marker = (page: Page, name: string) =>
  page.locator("[data-fake-map]").getByRole("button", { name, exact: true });
const searchBox = (page: Page) => page.getByRole("combobox", { name: "Site, program or topic" });
/** The page's own words in a language, as staff wrote them (content/locations.yaml). */
const words = (locale: "en" | "es") => localize(locationsPage, locale);

type Site = (typeof sites)[number];
/** A site as the English or the Spanish page names and shows it. */
const inEnglish = (site: Site) => localize(site, "en");
const inSpanish = (site: Site) => localize(site, "es");
const cardName = (site: Site, locale: "en" | "es" = "en") => siteName(localize(site, locale));
const markerName = (site: Site, locale: "en" | "es" = "en") => site.windowTitle[locale];
const cityLine = (site: { city: string; state: string; zip: string }) =>
  `${site.city}, ${site.state} ${site.zip}`;
/** The programs a site offers, in the order every page lists them, by their icons' labels. */
const programLabels = (site: Site, locale: "en" | "es") =>
  programs
    .filter((program) => site.programs.includes(program.id))
    .map((program) => program.tooltip[locale]);
/** The school site farthest down the list, and another: two sites a visitor would pick. */
const [firstSite, secondSite] = [schoolSites.at(-1)!, schoolSites[0]!];

test.describe("the map", () => {
  test("the prerendered page holds a box of the map's size and no Maps script", async ({
    request,
  }) => {
    const html = await (await request.get("/locations")).text();
    expect(html).toContain('id="site-map"');
    expect(html).toContain("Loading the map…");
    expect(html).not.toMatch(/<script[^>]*src="https:\/\/maps\.googleapis\.com/);
  });

  test("keeps its size when the map arrives, so nothing below it moves", async ({ page }) => {
    let held: Route | undefined;
    await page.route(mapsScriptUrl, (route) => {
      held = route;
    });
    await page.goto("/locations", { waitUntil: "domcontentloaded" });
    await expect(map(page).getByText("Loading the map…")).toBeVisible();
    await expect.poll(() => held).toBeDefined();
    const sites = page.getByRole("heading", { name: words("en").list.heading, exact: true });
    const before = [await map(page).boundingBox(), await sites.boundingBox()];
    await held!.fulfill({ path: fakeMapsScript, contentType: "text/javascript" });
    await expect(page.locator("[data-fake-map]")).toBeVisible();
    expect([await map(page).boundingBox(), await sites.boundingBox()]).toEqual(before);
  });

  test("centres on the main office at zoom 11 with a marker per location", async ({ page }) => {
    await page.goto("/locations");
    const region = page.getByRole("region", { name: "Map", exact: true });
    await expect(region).toHaveAttribute("data-zoom", "11");
    await expect(region).toHaveAttribute("data-center", `${mainOffice.lat},${mainOffice.lng}`);
    await expect(region.locator("[data-fake-marker]")).toHaveCount(sites.length);
    await expect(marker(page, markerName(mainOffice))).toBeVisible();
  });

  test("a marker click opens that site's info window and closing hides it", async ({ page }) => {
    await page.goto("/locations");
    await marker(page, markerName(firstSite)).click();
    const window = page.getByRole("dialog");
    await expect(window).toHaveCount(1);
    await expect(window.getByRole("heading", { name: markerName(firstSite) })).toBeVisible();
    await expect(window).toContainText(firstSite.address);
    await expect(window).toContainText(cityLine(firstSite));
    await expect(window.getByRole("link", { name: /Location Details/ })).toHaveAttribute(
      "href",
      siteHref(firstSite),
    );

    await marker(page, markerName(secondSite)).click();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(page.getByRole("dialog")).toContainText(secondSite.address);

    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the info window's details link goes to the site page", async ({ page }) => {
    await page.goto("/locations");
    await marker(page, markerName(mainOffice)).click();
    await page
      .getByRole("dialog")
      .getByRole("link", { name: /Location Details/ })
      .click();
    await expect(page).toHaveURL(/\/locations\/main-office$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(mainOffice.title.en);
  });

  test("keyboard users open a marker with Enter, or a card's Show on map button", async ({
    page,
  }) => {
    await page.goto("/locations");
    await marker(page, markerName(firstSite)).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toContainText(firstSite.address);

    const card = page.getByRole("article", { name: cardName(secondSite) });
    await card.getByRole("button", { name: /Show on map/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toContainText(secondSite.address);
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
    await expect(cards(page)).toHaveCount(sites.length);
  });

  test("when the Maps host is blocked, the page says so and everything else works", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(mapsScriptUrl, (route) => route.abort());
    await page.goto("/locations");
    await expect(map(page).getByText("The Maps JavaScript API could not load.")).toBeVisible();
    await expect(cards(page)).toHaveCount(sites.length);
    await expect(page.getByRole("button", { name: /Show on map/ })).toHaveCount(0);

    await searchBox(page).fill(firstSite.title.en);
    await expect(page.getByRole("option").first()).toBeVisible();
    const card = page.getByRole("article", { name: cardName(firstSite) });
    await card.getByRole("link", { name: /Location Details/ }).click();
    await expect(page).toHaveURL(new RegExp(`${siteHref(firstSite)}$`));

    // Chromium's own line about the blocked request; the page itself logs no error.
    expect(consoleErrors).toEqual(["Failed to load resource: net::ERR_FAILED"]);
    consoleErrors.length = 0;
  });
});

test("the page's title, summary, introduction, headings and help are the ones staff wrote", async ({
  page,
}) => {
  const { page: english, intro, search, map: mapWords, list } = words("en");
  await page.goto("/locations");
  await expect(page).toHaveTitle(`${english.title} | ${organisation.fullName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    english.description,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
  await expect(page.getByText(intro)).toBeVisible();
  for (const heading of [search.heading, mapWords.heading, list.heading])
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  await expect(page.getByText(mapWords.help)).toBeVisible();
  await expect(page.getByText(list.privacy)).toBeVisible();
});

test.describe("site cards", () => {
  test("list every location with its address, phone, programs, details and directions", async ({
    page,
  }) => {
    await page.goto("/locations");
    expect(await cardNames(page)).toEqual(sites.map((site) => cardName(site)));
    for (const site of sites.map(inEnglish)) {
      const card = page.getByRole("article", { name: siteName(site) });
      await expect(card).toContainText(site.address);
      await expect(card).toContainText(cityLine(site));
      // A card whose places are out of date asks to call the same number, in a second link.
      await expect(card.getByRole("link", { name: site.phone }).first()).toHaveAttribute(
        "href",
        telHref(site.phone),
      );
      // The main office runs no program itself: its card has no program icon.
      await expect(card.getByRole("list", { name: /Programs at/ }).getByRole("button")).toHaveText(
        site.id === 0
          ? []
          : programLabels(
              sites.find((entry) => entry.slug === site.slug)!,
              "en",
            ),
      );
      await expect(card.getByRole("link", { name: /Location Details/ })).toHaveAttribute(
        "href",
        siteHref(site),
      );
      const directions = card.getByRole("link", { name: /Get Directions/ });
      await expect(directions).toHaveAttribute("href", directionsUrl(site.lat, site.lng));
      await expect(directions).toHaveAttribute("target", "_blank");
      await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("a program icon names itself in a tooltip on hover and on keyboard focus", async ({
    page,
  }) => {
    await page.goto("/locations");
    const [label] = programLabels(secondSite, "en");
    const icons = page
      .getByRole("article", { name: cardName(secondSite) })
      .getByRole("button", { name: label });
    // The icons wait, disabled, until the page's code has arrived.
    await expect(icons).toBeEnabled();
    await icons.hover();
    await expect(page.getByRole("tooltip")).toHaveText(label!);
    await page.mouse.move(0, 0, { steps: 5 });
    await expect(page.getByRole("tooltip")).toHaveCount(0);

    const lastLabel = programLabels(firstSite, "en").at(-1)!;
    await page
      .getByRole("article", { name: cardName(firstSite) })
      .getByRole("button", { name: lastLabel })
      .focus();
    await expect(page.getByRole("tooltip")).toHaveText(lastLabel);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });
});

/** The entries of the search index whose title holds the text, case and accents aside. */
function matches(locale: "en" | "es", text: string) {
  const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return searchIndex(locale).filter((entry) => fold(entry.title).includes(fold(text)));
}
const resultCount = (count: number, query: string) =>
  count === 1 ? `1 result for “${query}”.` : `${count} results for “${query}”.`;

test.describe("site search", () => {
  test.describe(() => {
    test.use({ ownTab: true });
    test("shows results only after a 300 ms pause in typing", async ({ page }) => {
      const query = firstSite.title.en.toUpperCase();
      const expected = matches("en", query);
      expect(expected.length).toBeGreaterThan(0);
      // Once the box takes letters, the page's clock is paused well ahead of the moment it
      // starts at, however long the page takes to load, so that typing happens at a time the
      // test controls.
      const start = new Date("2026-01-05T08:00:00");
      await page.clock.install({ time: start });
      await page.goto("/locations");
      await expect(searchBox(page)).toBeEnabled();
      await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000));
      await searchBox(page).pressSequentially(query);
      await page.clock.runFor(299);
      await expect(page.getByRole("option")).toHaveCount(0);
      await expect(page.getByRole("status").filter({ hasText: "result" })).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(page.getByRole("option")).toHaveCount(expected.length);
      await expect(page.getByRole("option")).toContainText(expected.map((entry) => entry.title));
      await expect(page.getByText(resultCount(expected.length, query))).toBeVisible();
    });
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
    // Every school site is "… STAR, city", so this finds more than three.
    await searchBox(page).fill("star");
    await expect(page.getByRole("option")).toHaveCount(matches("en", "star").length);
    for (const key of ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowUp"])
      await page.keyboard.press(key);
    const second = page.getByRole("option").nth(1);
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("option", { selected: true })).toHaveCount(1);
    await expect(searchBox(page)).toHaveAttribute(
      "aria-activedescendant",
      (await second.getAttribute("id"))!,
    );
    const href = (await second.getAttribute("href"))!;
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new URL(href, page.url()).href);
  });

  test("help topics link to their anchor on the Family Resources page", async ({ page }) => {
    const topic = familyResourceTopics.find((entry) => entry.id === "passwordReset")!;
    await page.goto("/locations");
    await searchBox(page).fill(topic.title.en);
    await expect(page.getByRole("option", { name: topic.title.en })).toHaveAttribute(
      "href",
      "/about/parent-resources#passwordReset",
    );
  });

  test("external results open in a new tab", async ({ page }) => {
    const account = searchIndex("en").find((entry) => entry.kind === "account")!;
    await page.goto("/locations");
    await searchBox(page).fill(account.title);
    const result = page.getByRole("option", { name: new RegExp(`^${account.title}`) });
    await expect(result).toHaveAttribute("href", account.url);
    await expect(result).toHaveAttribute("target", "_blank");
    await expect(result).toHaveAttribute("rel", "noopener noreferrer");
  });
});

/** Distances as the cards show them, top to bottom, in miles. */
async function shownMiles(page: Page, pattern: RegExp): Promise<number[]> {
  const texts = await page.getByText(pattern).allTextContents();
  return texts.map((text) => Number(/\d+\.\d/.exec(text)![0]));
}

test.describe("near me", () => {
  test("with permission, orders the cards nearest first and shows distances", async ({ page }) => {
    const context = page.context();
    // Standing at a school site: it is the nearest, 0.0 miles away.
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: firstSite.lat, longitude: firstSite.lng });
    await page.goto("/locations");
    const usual = sites.map((site) => cardName(site));
    expect(await cardNames(page)).toEqual(usual);
    await page.getByRole("button", { name: "Sort by distance from me" }).click();
    await expect(
      page.getByText(`The nearest is ${cardName(firstSite)}, 0.0 miles away.`),
    ).toBeVisible();
    expect((await cardNames(page))[0]).toBe(cardName(firstSite));
    const miles = await shownMiles(page, /^\d+\.\d miles? away$/);
    expect(miles).toHaveLength(sites.length);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));

    await page.getByRole("button", { name: "Back to the usual order" }).click();
    expect(await cardNames(page)).toEqual(usual);
  });

  test("refused, keeps the order and says why", async ({ page }) => {
    const context = page.context();
    await context.clearPermissions();
    await page.goto("/locations");
    const before = await cardNames(page);
    await page.getByRole("button", { name: "Sort by distance from me" }).click();
    await expect(page.getByText(/Location permission was refused/)).toBeVisible();
    expect(await cardNames(page)).toEqual(before);
    await expect(page.getByText(/miles away/)).toHaveCount(0);
  });
});

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
        .getByRole("article", { name: cardName(secondSite) })
        .getByRole("button", { name: programLabels(secondSite, "en").at(-1)! })
        .focus();
      await expect(page.getByRole("tooltip")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("no violations with an info window open and with a failure panel", async ({ page }) => {
      await page.goto("/locations");
      await marker(page, markerName(firstSite)).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);

      await page.evaluate(() => window.gm_authFailure?.());
      await expect(page.getByText("Error: AuthFailure")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("in Spanish", () => {
  const spanishSearch = (page: Page) =>
    page.getByRole("combobox", { name: "Sitio, programa o tema" });

  test("the page, its cards and the icon tooltips speak Spanish", async ({ page }) => {
    await page.goto("/es/locations");
    const { page: spanish, intro, search, map: mapWords, list } = words("es");
    await expect(page).toHaveTitle(`${spanish.title} | ${organisation.fullName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      spanish.description,
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanish.title);
    await expect(page.getByText(intro)).toBeVisible();
    for (const heading of [search.heading, mapWords.heading, list.heading])
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    await expect(page.getByText(mapWords.help)).toBeVisible();
    await expect(page.getByText(list.privacy)).toBeVisible();

    const name = cardName(secondSite, "es");
    const labels = programLabels(secondSite, "es");
    const card = page.getByRole("article", { name });
    const icons = card.getByRole("list", { name: `Programas en ${name}` });
    await expect(icons.getByRole("button")).toHaveText(labels);
    await expect(card.getByRole("link", { name: `Detalles del sitio de ${name}` })).toHaveAttribute(
      "href",
      `/es${siteHref(secondSite)}`,
    );
    await expect(card.getByRole("link", { name: `Cómo llegar a ${name}` })).toHaveAttribute(
      "href",
      directionsUrl(secondSite.lat, secondSite.lng),
    );

    const icon = icons.getByRole("button", { name: labels.at(-1)! });
    await expect(icon).toBeEnabled();
    await icon.hover();
    await expect(page.getByRole("tooltip")).toHaveText(labels.at(-1)!);
  });

  test("the search finds Spanish titles typed without accents and keeps to Spanish pages", async ({
    page,
  }) => {
    const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");
    const spanishIndex = searchIndex("es");
    await page.goto("/es/locations");

    // A title with an accent, typed without it, as on an English keyboard.
    const accented = spanishIndex.find((entry) => fold(entry.title) !== entry.title)!;
    const word = accented.title.split(/[\s,:]+/).find((part) => fold(part) !== part)!;
    const typed = fold(word).toLowerCase();
    await spanishSearch(page).fill(typed);
    const found = page.getByRole("option", { name: accented.title, exact: false }).first();
    await expect(found).toHaveAttribute("href", accented.url);
    const count = matches("es", typed).length;
    await expect(
      page.getByText(
        count === 1 ? `Un resultado para “${typed}”.` : `${count} resultados para “${typed}”.`,
      ),
    ).toBeVisible();

    const nsd = spanishIndex.find((entry) => entry.id === "program-nsd")!;
    await spanishSearch(page).fill(nsd.title);
    const program = page.getByRole("option", { name: new RegExp(`^${nsd.title}`) });
    await expect(program).toHaveAttribute("href", "/es/programs/nsd-camps");
    await expect(program).toContainText("Programa");

    const billing = familyResourceTopics.find((topic) => topic.id === "billing")!.title.es;
    await spanishSearch(page).fill(fold(billing));
    await expect(page.getByRole("option", { name: billing })).toHaveAttribute(
      "href",
      "/es/about/parent-resources#billing",
    );

    const account = spanishIndex.find((entry) => entry.kind === "account")!;
    await spanishSearch(page).fill(account.title);
    const signIn = page.getByRole("option", { name: `${account.title} (en inglés)`, exact: false });
    await expect(signIn).toHaveAttribute("href", account.url);
    await expect(signIn).toHaveAttribute("hreflang", "en");
    await expect(signIn).toContainText("Cuenta, se abre en una pestaña nueva");

    await spanishSearch(page).fill("xilófono");
    await expect(page.getByText("No hay resultados para “xilófono”.")).toBeVisible();
  });

  test("near me sorts the cards and says so in Spanish", async ({ page }) => {
    const context = page.context();
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: firstSite.lat, longitude: firstSite.lng });
    await page.goto("/es/locations");
    await page.getByRole("button", { name: "Ordenar por distancia desde donde estoy" }).click();
    await expect(
      page.getByText(`El más cercano es ${cardName(firstSite, "es")}, a 0.0 millas.`),
    ).toBeVisible();
    expect((await cardNames(page))[0]).toBe(cardName(firstSite, "es"));
    const miles = await shownMiles(page, /^A \d+\.\d millas? de usted$/);
    expect(miles).toHaveLength(sites.length);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    await page.getByRole("button", { name: "Volver al orden habitual" }).click();
    expect(await cardNames(page)).toEqual(sites.map((site) => cardName(site, "es")));
  });

  test("near me, refused, keeps the order and says why in Spanish", async ({ page }) => {
    const context = page.context();
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
    await expect(marker(page, markerName(mainOffice, "es"))).toBeVisible();
    expect(new URL(scripts[0]!).searchParams.get("language")).toBe("es");

    const name = markerName(secondSite, "es");
    await marker(page, name).click();
    const window = page.getByRole("dialog");
    await expect(window.getByRole("heading", { name })).toBeVisible();
    await expect(window).toContainText(cityLine(secondSite));
    // The link names the site as a sentence does, which may say more than the map's label.
    await window
      .getByRole("link", { name: `Detalles del sitio de ${siteInSentence(inSpanish(secondSite))}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/es${siteHref(secondSite)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      sitePageWords(secondSite, "es").page.title,
    );
  });

  test("a refused Maps key is explained in Spanish", async ({ page }) => {
    await page.goto("/es/locations");
    await expect(page.locator("[data-fake-map]")).toBeVisible();
    await page.evaluate(() => window.gm_authFailure?.());
    await expect(map(page)).toContainText("Error: AuthFailure");
    await expect(map(page)).toContainText("Más abajo encontrará cada sitio");
  });

  test("its longer Spanish words fit a 320 px screen", async ({ page }) => {
    const context = page.context();
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
      .getByRole("article", { name: cardName(secondSite, "es") })
      .getByRole("button", { name: programLabels(secondSite, "es").at(-1)! })
      .focus();
    await expect(page.getByRole("tooltip")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
