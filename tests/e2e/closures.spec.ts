import type { Page } from "@playwright/test";
import { addDays, pacificDay } from "../../app/features/closures/days";
import {
  carried,
  isShown,
  LATE_BUILD_DAYS,
  nextWindows,
  placeWindows,
} from "../../app/features/closures/closure-windows";
import { closures } from "../../content/closures";
import { closuresPage } from "../../content/closures-page";
import { home } from "../../content/home";
import { placeStatus } from "../../content/place-status";
import { hasPlaces, placesAt } from "../../content/places";
import { programs } from "../../content/programs";
import { registrationOpenOn } from "../../content/seasons";
import { siteHref, siteName } from "../../content/site-format";
import { schoolSites, sites } from "../../content/sites";
import { localize } from "../../content/localize";
import { m } from "../../i18n/paraglide/messages";
import { expectNoAxeViolations } from "./axe";
import { test, expect } from "./fixtures";

// What needs a browser of closures and places: the filter by places on /locations, with and
// without JavaScript and by keyboard, and what the pages show on a given day, with the browser's
// clock set to it. What the pages and feeds hold is checked in Node (closures.built.test.ts).

const today = pacificDay();
/** The filter's first choice, which shows every site. */
const everySite = m.closures_filter_all({}, { locale: "en" });

/** The sites a family finds with places for a program today, as content says, in list order. */
const sitesWithPlaces = (program: string) =>
  sites.filter((site) =>
    placesAt(site.slug).some(
      (place) =>
        place.program === program &&
        hasPlaces(place.status) &&
        isShown(placeWindows(place.checked, placeStatus.staleAfterDays).current, today),
    ),
  );

/**
 * Of the programs whose registration is open today, the one whose filter leaves the most sites
 * out while keeping some: the clearest case; else one that keeps none, which the filter says.
 * None on a day no registration is open.
 */
const program = programs
  .filter((entry) => registrationOpenOn(entry.id, today))
  .map((entry) => ({ ...entry, found: sitesWithPlaces(entry.id) }))
  .sort((a, b) => (a.found.length || Infinity) - (b.found.length || Infinity))[0];

/** On a day no registration is open, Locations offers no filter by places, in either language. */
async function expectNoFilter(page: Page, locale: "en" | "es" = "en") {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page.getByRole("radio", { name: m.closures_filter_all({}, { locale }) }),
  ).toHaveCount(0);
}

const visibleCardNames = async (page: Page) => {
  const names: string[] = [];
  for (const card of await page.getByRole("article").all()) {
    if (await card.isVisible())
      names.push((await card.getByRole("heading", { level: 3 }).textContent()) ?? "");
  }
  return names;
};

const namesOf = (list: typeof sites, locale: "en" | "es") =>
  list.map((site) => siteName(localize(site, locale)));

/** Moves through the radio group by keyboard until a choice is checked. */
async function chooseByKeyboard(page: Page, from: string, to: string) {
  await page.getByRole("radio", { name: from }).focus();
  const target = page.getByRole("radio", { name: to });
  for (let step = 0; step < 6 && !(await target.isChecked()); step++) {
    await page.keyboard.press("ArrowRight");
  }
  await expect(target).toBeChecked();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the places filter shows only the sites with places for the program chosen by keyboard, and says how many", async ({
    page,
  }) => {
    await page.goto("/locations");
    if (!program) return expectNoFilter(page);
    await chooseByKeyboard(page, everySite, program.name.en);
    await expect(page.getByRole("radio", { name: program.name.en })).toBeFocused();
    expect(await visibleCardNames(page)).toEqual(namesOf(program.found, "en"));
    await expect(page.getByRole("status").filter({ hasText: program.inSentence.en })).toBeVisible();
    await page.getByRole("radio", { name: everySite }).check();
    expect(await visibleCardNames(page)).toHaveLength(sites.length);
  });
});

test.describe("with JavaScript", () => {
  test("the places filter keeps the program chosen by keyboard in the address, across a reload, with no axe violation", async ({
    page,
  }) => {
    await page.goto("/locations");
    // React runs once the sort button, which needs it, is enabled.
    await expect(page.getByRole("button", { name: "Sort by distance from me" })).toBeEnabled();
    if (!program) return expectNoFilter(page);
    await chooseByKeyboard(page, everySite, program.name.en);
    await expect(page).toHaveURL(new RegExp(`\\?program=${program.id}$`));
    expect(await visibleCardNames(page)).toEqual(namesOf(program.found, "en"));
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole("radio", { name: program.name.en })).toBeChecked();
    expect(await visibleCardNames(page)).toEqual(namesOf(program.found, "en"));
    await page.getByRole("radio", { name: everySite }).check();
    await expect(page).toHaveURL(/\/locations$/);
  });

  test("a Spanish address with a program shows only its sites, counted in Spanish", async ({
    page,
  }) => {
    await page.goto(`/es/locations${program ? `?program=${program.id}` : ""}`);
    if (!program) return expectNoFilter(page, "es");
    await expect(page.getByRole("radio", { name: program.name.es })).toBeChecked();
    expect(await visibleCardNames(page)).toEqual(namesOf(program.found, "es"));
    await expect(page.getByRole("status").filter({ hasText: program.inSentence.es })).toBeVisible();
  });
});

/** Noon in Los Angeles on a day, whatever the season. */
const noonOn = (day: string) => new Date(`${day}T20:00:00Z`);

// The first closure still to come, of one school site or all of them; pages built today carry
// it in their banner when it starts within a late build's margin.
const next = closures.find((closure) => closure.last >= today);
const nextSite = next && schoolSites.find((site) => next.sites.includes(site.slug));

test("on a closure's days the home page and its site's Spanish page say so at the top, and the day after they do not", async ({
  page,
}) => {
  const banner = page
    .getByRole("status")
    .filter({ hasText: closuresPage.sitePages.allClosures.en });
  if (!next || next.first > addDays(today, LATE_BUILD_DAYS)) {
    // Nothing is due soon enough for today's pages to carry it: no banner on any day.
    await page.goto("/");
    await expect(banner).toHaveCount(0);
    return;
  }
  await page.clock.setFixedTime(noonOn(next.first));
  await page.goto("/");
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(next.reason.en);
  // Above everything but the skip link: before the header and the site notice.
  const order = await page.evaluate(() => {
    const status = document.querySelector('[role="status"][data-list]');
    const header = document.querySelector("header");
    return status && header ? status.compareDocumentPosition(header) : 0;
  });
  expect(order & 4 /* DOCUMENT_POSITION_FOLLOWING */).toBeTruthy();

  await page.goto(`/es${siteHref(nextSite!)}`);
  const spanish = page
    .getByRole("status")
    .filter({ hasText: closuresPage.sitePages.allClosures.es });
  await expect(spanish).toContainText(next.reason.es);

  await page.clock.setFixedTime(noonOn(addDays(next.last, 1)));
  await page.goto("/");
  await expect(banner).toBeHidden();
});

test("the Closures page marks a closure in effect today, and once it is over lists it under the passed ones", async ({
  page,
}) => {
  if (!next) {
    await page.goto("/closures");
    await expect(page.getByText(closuresPage.none.en)).toBeVisible();
    return;
  }
  const passed = page.getByRole("region", { name: closuresPage.passed.en });
  const coming = page.locator(`[data-closure="${next.id}"]`).first();
  await page.clock.setFixedTime(noonOn(next.first));
  await page.goto("/closures");
  await expect(coming).toBeVisible();
  await expect(coming.getByText("Today", { exact: true })).toBeVisible();

  await page.clock.setFixedTime(noonOn(addDays(next.last, 1)));
  await page.goto("/closures");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(coming).toBeHidden();
  // A page built before it was over carries it among the passed ones for a late build's margin.
  if (next.last <= addDays(today, LATE_BUILD_DAYS)) {
    await expect(passed.locator(`[data-closure="${next.id}"]`)).toBeVisible();
  }
});

test("the home page's first screen names the next closure from two weeks before it until it is over", async ({
  page,
}) => {
  const block = page.getByRole("region", { name: home.nextClosure.heading.en });
  const window = next && nextWindows(closures)[closures.indexOf(next)]!;
  if (!next || !window || !carried(window, today)) {
    // Not due soon enough for pages built today to carry it.
    await page.goto("/");
    await expect(block.locator("[data-closure]").filter({ visible: true })).toHaveCount(0);
    return;
  }
  await page.clock.setFixedTime(noonOn(window.from!));
  await page.goto("/");
  const entry = block.locator(`[data-closure="${next.id}"]`);
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(next.reason.en);
  await expect(block.getByRole("link", { name: home.nextClosure.allClosures.en })).toHaveAttribute(
    "href",
    "/closures",
  );
  // Above the fold of a phone, under the main heading.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(entry).toBeInViewport();

  await page.clock.setFixedTime(noonOn(addDays(next.last, 1)));
  await page.goto("/");
  await expect(entry).toBeHidden();
});
