import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { formatUsd } from "../../i18n/money";
import { movedPage } from "../../content/error-pages";
import { galaxy, galaxyDiscount } from "../../content/galaxy";
import { externalLinks } from "../../content/links";
import { fill, localize } from "../../content/localize";
import { nsdCampsPage } from "../../content/nsd-camps";
import { pricesOn } from "../../content/prices";
import { pricingBlocks, pricingPage, pricingSheets, pricingYear } from "../../content/pricing";
import { programOverview, programOverviewPage } from "../../content/program-overview";
import { sitesOffering } from "../../content/program-sites";
import { programById } from "../../content/programs";
import { eloPContacts, subsidyAgencies, subsidyPage } from "../../content/subsidy";
import { summer2025 } from "../../content/summer-2025";
import { summerCamp, summerHeading } from "../../content/summer-camp";
import { registrationViews } from "../../app/features/registration/registration.server";
import { pacificDay } from "../../i18n/days";
import { expectNoAxeViolations } from "./axe";
import { test, expect } from "./one-tab";

// Names, prices, counts and sentences come from content/, so that the tests follow what staff
// edit; the words of the screens (messages/) and the rules of the specification are the tests' own.

/** Money as the pages show it: "$62", "$62.50". */
const usd = (amount: number) => formatUsd(amount, { cents: !Number.isInteger(amount) });
/** Last summer's details in English, sentences and facts. */
const summer = localize(summer2025, "en");
/** The first day camp of Summer 2025, as its fee line reads in English. */
const [dayCamp] = summer.dayCamps;
const dayCampFee = fill(summer.feeLines.dayCamp, {
  camps: dayCamp!.label,
  price: usd(dayCamp!.perDay),
});
const contacts = [...eloPContacts, ...subsidyAgencies];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * A pricing sheet's link as screen readers read it, in a language: "Greenhills 2026 pricing sheet
 * (PDF)", "Hoja de precios 2026 de Greenhills (PDF en inglés)".
 */
const sheetName = (site: string, locale: "en" | "es") =>
  new RegExp(`^${escape(fill(pricingPage.sheetLink[locale], { site }))} \\(PDF\\b`);
const anySheet = (locale: "en" | "es") =>
  new RegExp(
    pricingPage.sheetLink[locale]
      .split("{site}")
      .map((part) => escape(part.trim()))
      .filter(Boolean)
      .join(".*"),
  );

/** A child's monthly total in the estimator, inside the group its legend names. */
const amountOf = (page: Page, number: number, locale: "en" | "es" = "en") =>
  page
    .getByRole("group", { name: `${locale === "en" ? "Child" : "Hijo"} ${number}` })
    .getByLabel(locale === "en" ? "Monthly total" : "Total mensual");

/** The heading line that opens and closes the 2025 details (a <details> summary). */
const disclosure = (page: Page) => page.locator("summary", { hasText: summer.disclosure.title });
const isOpen = (page: Page) =>
  disclosure(page).evaluate((summary) => summary.closest("details")!.open);

test.describe("Summer Camp", () => {
  test("says what is known of the coming summer and keeps the past summer's details closed", async ({
    page,
  }) => {
    await page.goto("/programs/summer-camp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(summerCamp.page.title.en);
    await expect(page.getByText(summerCamp.lead.en)).toBeVisible();
    // The coming summer and its registration, or the words for when none is set (each state,
    // with the clock on each side of its days: app/features/registration/registration-pages.test.tsx).
    const [coming] = registrationViews("summer", "en", pacificDay());
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: coming!.season ? summerHeading(coming!.season).en : summerCamp.whenPast.heading.en,
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: summer.disclosure.title }),
    ).toBeVisible();
    expect(await isOpen(page)).toBe(false);
    await expect(page.getByText(dayCampFee)).toBeHidden();
  });

  test("the 2025 details open with the mouse as soon as the page shows, with fees, dates and previews", async ({
    page,
  }) => {
    await page.goto("/programs/summer-camp", { waitUntil: "commit" });
    await disclosure(page).click();
    for (const text of [
      fill(summer.feeLines.registrationFee, { fee: usd(summer.registrationFee) }),
      ...summer.dayCamps.map((camp) =>
        fill(summer.feeLines.dayCamp, { camps: camp.label, price: usd(camp.perDay) }),
      ),
      ...summer.policies,
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    for (const preview of summer.previews) {
      await expect(page.getByRole("link", { name: preview.label })).toHaveAttribute(
        "href",
        preview.page,
      );
    }
    const locations = page
      .getByRole("region", { name: summer.locations.heading })
      .getByRole("link");
    await expect(locations).toHaveCount(sitesOffering("summer").length);
    await disclosure(page).click();
    await expect(page.getByText(dayCampFee)).toBeHidden();
  });

  test("the 2025 details open and close from the keyboard with Enter and Space", async ({
    page,
  }) => {
    await page.goto("/programs/summer-camp");
    const summary = disclosure(page);
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(dayCampFee)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(page.getByText(dayCampFee)).toBeHidden();
    await page.keyboard.press("Space");
    await expect(page.getByText(dayCampFee)).toBeVisible();
    await expect(summary).toBeFocused();
  });

  test("the page loads no script file", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/programs/summer-camp");
    await disclosure(page).click();
    await expect(page.getByText(dayCampFee)).toBeVisible();
    expect(scripts).toEqual([]);
  });
});

test.describe("Galaxy sibling-discount estimator", () => {
  test("shows a message tied to a wrong amount and clears it once fixed", async ({ page }) => {
    await page.goto("/programs/galaxy");
    const first = amountOf(page, 1);
    for (const [input, message] of [
      ["abc", "Enter the amount in dollars, for example 450 or 450.50."],
      ["-40", "The monthly total can't be negative."],
    ] as const) {
      await first.fill(input);
      await first.press("Tab");
      await expect(first).toHaveAttribute("aria-invalid", "true");
      await expect(first).toHaveAccessibleDescription(message);
      await expect(page.getByText(message)).toBeVisible();
    }
    await first.fill("500");
    await expect(first).not.toHaveAttribute("aria-invalid");
    await expect(first).not.toHaveAttribute("aria-describedby");
    await expect(page.getByText("The monthly total can't be negative.")).toHaveCount(0);
  });

  test("flags empty amounts on submit and moves focus to the first", async ({ page }) => {
    await page.goto("/programs/galaxy");
    await amountOf(page, 1).fill("300");
    await page.getByRole("button", { name: "Show my discount" }).click();
    const second = amountOf(page, 2);
    await expect(second).toBeFocused();
    await expect(second).toHaveAccessibleDescription("Enter this child's monthly total.");
  });

  test("announces the result for two and then three children", async ({ page }) => {
    // The rule of the specification, with the percent staff set for it.
    const { percent } = galaxyDiscount;
    const off = (total: number) => formatUsd((total * percent) / 100);
    await page.goto("/programs/galaxy");
    const result = page.getByRole("status").filter({ hasText: /discount/ });
    await expect(result).toHaveAttribute("aria-live", "polite");
    await amountOf(page, 1).fill("500");
    await amountOf(page, 2).fill("300");
    await expect(result).toContainText(
      `Discount: ${off(300)} a month (${percent}% off the lesser monthly total, $300.00)`,
    );
    await expect(result).toContainText(
      `Total after discount: ${formatUsd(800 - (300 * percent) / 100)} a month`,
    );
    await page.getByRole("button", { name: "Add a child" }).click();
    await expect(amountOf(page, 3)).toBeFocused();
    await page.keyboard.type("200");
    await expect(result).toContainText(
      `Discount: ${off(1000)} a month (${percent}% off the combined monthly total, $1,000.00)`,
    );
    await expect(result).toContainText(
      `Total after discount: ${formatUsd(1000 - (1000 * percent) / 100)} a month`,
    );
    await page.getByRole("button", { name: "Remove child 1" }).click();
    await page.getByRole("button", { name: "Remove child 1" }).click();
    await expect(result).toContainText("there is no multi-child discount");
  });

  // Its registration banner is checked with the clock on each side of Galaxy's registration days
  // (app/features/registration/registration-pages.test.tsx).
  // What Galaxy costs in each district, and its links to the tables: prices.built.test.ts.
  test("states the rule beside the form and links to sites", async ({ page }) => {
    await page.goto("/programs/galaxy");
    const rule = page.getByRole("complementary", { name: "How the discount works" });
    for (const sentence of localize(galaxyDiscount.rules, "en")) {
      await expect(rule).toContainText(sentence);
    }
    await expect(page.getByText(galaxy.schedule.en).first()).toBeVisible();
    await expect(
      page.getByRole("link", { name: galaxy.findSiteButton.en }).first(),
    ).toHaveAttribute("href", "/locations");
  });

  test("the estimator waits, disabled, until the page's code has arrived", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/programs/galaxy")).text();
    expect(html).toMatch(/<fieldset disabled=""/);
    await page.goto("/programs/galaxy");
    await expect(amountOf(page, 1)).toBeEnabled();
    await expect(page.getByRole("button", { name: "Show my discount" })).toBeEnabled();
  });
});

test.describe("Galaxy Pricing", () => {
  test("lists the year's sheets by district, each opening the PDF in a new tab", async ({
    page,
  }) => {
    await page.goto("/programs/pricing");
    await expect(page).toHaveTitle(new RegExp(`^${escape(pricingPage.page.title.en)} \\|`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pricingPage.page.title.en);
    await expect(page.getByText(pricingPage.lead.en)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toContainText(
      pricingBlocks.map((block) => block.title),
    );
    const links = page.getByRole("link", { name: anySheet("en") });
    await expect(links).toHaveCount(pricingSheets.length);
    for (const sheet of pricingSheets) {
      await expect(page.getByRole("link", { name: sheetName(sheet.label, "en") })).toHaveCount(1);
    }
    // The specification's rule: the file names start with the year's two last digits.
    const yearCode = String(pricingYear).slice(-2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const href = (await link.getAttribute("href")) ?? "";
      expect(href.startsWith(`${externalLinks.contentHost}/`)).toBe(true);
      expect(href.split("/").pop()).toMatch(new RegExp(`^${yearCode}.+\\.pdf$`));
    }
    for (const block of pricingBlocks) {
      await expect(page.getByRole("region", { name: block.title }).getByRole("link")).toContainText(
        block.sheets.map((sheet) => sheet.label),
      );
    }
  });
});

test.describe("Non-School Day Camps", () => {
  test("enrolment goes to the account dashboard and the dates to the calendar", async ({
    page,
  }) => {
    await page.goto("/programs/nsd-camps");
    const { enrol } = localize(nsdCampsPage, "en");
    const dashboard = page.getByRole("link", { name: enrol.dashboardButton });
    await expect(dashboard).toHaveAttribute("href", externalLinks.accountDashboard);
    await expect(dashboard).toHaveAttribute("target", "_blank");
    await expect(dashboard).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: enrol.calendarButton })).toHaveAttribute(
      "href",
      "/calendar",
    );
    // Its sites, district by district: tests/build/site-lists.built.test.ts, in Node, on the
    // office's edits too.
  });
});

test.describe("Programs and Subsidy Programs", () => {
  test("the overview shows the four programs, where each runs, and links to each", async ({
    page,
  }) => {
    await page.goto("/programs");
    const words = localize(programOverviewPage, "en");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      ...programOverview.map((entry) => programById(entry.program).name.en),
      words.helpPaying.heading,
    ]);
    // Nova runs at some sites only: the page names them.
    const nova = sitesOffering("nova");
    const [before] = words.whereSome.split("{sites}");
    await expect(
      page.getByText(`${fill(before!, { count: nova.length })}${nova[0]!.title.en}`, {
        exact: false,
      }),
    ).toBeVisible();
    const novaEntry = programOverview.find((entry) => entry.program === "nova")!;
    await expect(page.getByRole("link", { name: novaEntry.moreAbout.en })).toHaveAttribute(
      "href",
      "/programs/nova",
    );
    await expect(page.getByRole("link", { name: words.helpPaying.subsidyButton })).toHaveAttribute(
      "href",
      "/programs/subsidy",
    );
    await expect(page.getByRole("link", { name: words.findSite.link })).toHaveAttribute(
      "href",
      "/locations",
    );
  });

  test("subsidy contacts: the districts, then the agencies, each with website and phone", async ({
    page,
  }) => {
    await page.goto("/programs/subsidy");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(
      contacts.map((contact) => contact.name),
    );
    await expect(page.getByRole("link", { name: /website of/ })).toHaveCount(contacts.length);
    for (const { phone } of contacts) {
      if (phone) {
        await expect(page.getByRole("link", { name: phone }).first()).toHaveAttribute(
          "href",
          `tel:+1${phone.replace(/\D/g, "")}`,
        );
      }
    }
    const [noPhone] = subsidyPage.noPhone.en.split("{phone}");
    await expect(page.getByText(noPhone!.trim(), { exact: false })).toHaveCount(
      contacts.filter((contact) => !contact.phone).length,
    );
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  // The open Summer Camp details are checked with every template's open states (templates.spec.ts).
  test.describe(`open states at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("the estimator with a site, a schedule, a message and a result has no WCAG A/AA violations", async ({
      page,
    }) => {
      await page.goto("/programs/galaxy");
      const [group] = pricesOn.estimator("en");
      await page
        .getByLabel("Your child's site", { exact: true })
        .selectOption(group!.sites[0]!.slug);
      const schedule = page.getByRole("group", { name: "Child 2" }).getByLabel("Schedule");
      await schedule.selectOption(group!.schedules[0]!.key);
      await expect(amountOf(page, 2)).not.toHaveValue("");
      await amountOf(page, 1).fill("abc");
      await amountOf(page, 1).press("Tab");
      await expect(page.getByText(/Enter the amount in dollars/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("the program pages in Spanish", () => {
  /** A page's Spanish name as its tab shows it, before the organisation's name. */
  const tabTitle = (title: string) => new RegExp(`^${escape(title)} \\|`);
  const spanishPages = [
    {
      path: "/es/programs",
      title: tabTitle(programOverviewPage.page.title.es),
      h1: programOverviewPage.page.title.es,
      text: programOverviewPage.lead.es,
    },
    {
      path: "/es/programs/galaxy",
      title: tabTitle(galaxy.page.title.es),
      h1: programById("galaxy").name.es,
      text: galaxy.schedule.es,
    },
    {
      path: "/es/programs/pricing",
      title: tabTitle(pricingPage.page.title.es),
      h1: pricingPage.page.title.es,
      text: pricingPage.lead.es,
    },
    {
      path: "/es/programs/subsidy",
      title: tabTitle(subsidyPage.page.title.es),
      h1: subsidyPage.page.title.es,
      text: subsidyPage.eloPIntro.es,
    },
    {
      path: "/es/programs/nsd-camps",
      title: tabTitle(nsdCampsPage.page.title.es),
      h1: nsdCampsPage.page.title.es,
      text: fill(nsdCampsPage.where.es, { siteCount: sitesOffering("nsd").length }),
    },
    {
      path: "/es/programs/summer-camp",
      title: tabTitle(summerCamp.page.title.es),
      h1: summerCamp.page.title.es,
      text: summerCamp.lead.es,
    },
  ];

  test("each page has its Spanish title and heading, and keeps its links to this site under /es", async ({
    page,
  }) => {
    for (const { path, title, h1, text } of spanishPages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByText(text).first()).toBeVisible();
      const internal = await page
        .getByRole("main")
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(
        internal.filter((href) => !href?.startsWith("/es/")),
        path,
      ).toEqual([]);
    }
  });

  test("the Spanish words of each page fit a 320 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const { path } of spanishPages) {
      await page.goto(path);
      // The page's own content; the header and footer are the layout's.
      const tooWide = await page.getByRole("main").evaluate((main) => {
        const width = document.documentElement.clientWidth;
        return [...main.querySelectorAll("*")]
          .filter((element) => element.getBoundingClientRect().right > width + 1)
          .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
      });
      expect(tooWide, path).toEqual([]);
    }
  });

  test("the estimator speaks Spanish: labels, a message for a wrong amount and the result", async ({
    page,
  }) => {
    const { percent } = galaxyDiscount;
    await page.goto("/es/programs/galaxy");
    const rule = page.getByRole("complementary", { name: "Cómo funciona el descuento" });
    for (const sentence of localize(galaxyDiscount.rules, "es")) {
      await expect(rule).toContainText(sentence);
    }
    const first = amountOf(page, 1, "es");
    await first.fill("abc");
    await first.press("Tab");
    await expect(first).toHaveAccessibleDescription(
      "Escriba la cantidad en dólares, por ejemplo 450 o 450.50.",
    );
    await first.fill("1200");
    await expect(first).not.toHaveAttribute("aria-invalid");
    await amountOf(page, 2, "es").fill("300");
    const result = page.getByRole("status").filter({ hasText: /descuento/i });
    await expect(result).toContainText(
      `Descuento: ${formatUsd((300 * percent) / 100)} al mes (${percent}% del menor de los totales mensuales, $300.00).`,
    );
    await expect(result).toContainText(
      `Total con descuento: ${formatUsd(1500 - (300 * percent) / 100)} al mes, en lugar de $1,500.00.`,
    );
    await page.getByRole("button", { name: "Agregar un hijo" }).click();
    await expect(amountOf(page, 3, "es")).toBeFocused();
    await page.getByRole("button", { name: "Ver mi descuento" }).click();
    await expect(amountOf(page, 3, "es")).toHaveAccessibleDescription(
      "Escriba el total mensual de este hijo.",
    );
    await expectNoAxeViolations(page);
  });

  test("the pricing sheets say they are in English and open in a new tab", async ({ page }) => {
    await page.goto("/es/programs/pricing");
    await expect(page.getByRole("link", { name: anySheet("es") })).toHaveCount(
      pricingSheets.length,
    );
    for (const { label } of pricingSheets) {
      // Screen readers hear the sheet's name as Spanish says it, the site inside it.
      const sheet = page.getByRole("link", { name: sheetName(label, "es") });
      await expect(sheet).toContainText("(PDF en inglés)");
      await expect(sheet).toHaveAttribute("hreflang", "en");
      await expect(sheet).toHaveAttribute("target", "_blank");
    }
    await expect(
      page.getByRole("link", { name: pricingPage.saving.estimateLink.es }),
    ).toHaveAttribute("href", "/es/programs/galaxy#discount");
  });

  test("the Summer Camp 2025 details open with Spanish dates and links", async ({ page }) => {
    await page.goto("/es/programs/summer-camp");
    const spanish = localize(summer2025, "es");
    const details = page.locator("summary", { hasText: spanish.disclosure.title });
    await details.click();
    for (const text of [
      fill(spanish.feeLines.registrationFee, { fee: usd(spanish.registrationFee) }),
      ...spanish.policies,
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    // Dates in Spanish: "9 de junio al 8 de agosto", never "June 9".
    const [session] = spanish.sessions;
    const day = (date: string) =>
      new Intl.DateTimeFormat("es-US", { day: "numeric", month: "long", timeZone: "UTC" }).format(
        new Date(`${date}T00:00:00Z`),
      );
    const [districtsAndDates] = spanish.scheduleLines.session.split("{weeks}");
    await expect(
      page.getByText(
        fill(districtsAndDates!, {
          districts: session!.districts,
          dates: `${day(session!.from)} al ${day(session!.to)}`,
        }),
        { exact: false },
      ),
    ).toBeVisible();
    // Days closed and the early close, each day and time as Spanish writes them.
    const [closed] = spanish.closures;
    await expect(page.getByText(day(closed!), { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/\d:\d\d\sp\.\sm\./).first()).toBeVisible();
    for (const preview of summer2025.previews) {
      await expect(page.getByRole("link", { name: preview.label.es })).toHaveAttribute(
        "href",
        `/es${preview.page}`,
      );
    }
    await expect(
      page.getByRole("region", { name: spanish.locations.heading }).getByRole("link"),
    ).toHaveCount(sitesOffering("summer").length);
  });

  test("subsidy and camp pages mark English-only websites and keep phone numbers", async ({
    page,
  }) => {
    await page.goto("/es/programs/subsidy");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      subsidyPage.eloPHeading.es,
      subsidyPage.agenciesHeading.es,
    ]);
    await expect(page.getByText(eloPContacts[0]!.description.es)).toBeVisible();
    const withPhone = contacts.find((contact) => contact.phone)!;
    await expect(
      page.getByRole("link", { name: `Teléfono: ${withPhone.phone}`, exact: false }).first(),
    ).toHaveAttribute("href", `tel:+1${withPhone.phone!.replace(/\D/g, "")}`);
    const websites = page.getByRole("link", { name: /sitio web de/ });
    await expect(websites).toHaveCount(contacts.length);
    await expect(websites.first()).toContainText("(en inglés)");

    await page.goto("/es/programs/nsd-camps");
    const { enrol, sites } = localize(nsdCampsPage, "es");
    const dashboard = page.getByRole("link", {
      name: new RegExp(`^${escape(enrol.dashboardButton)}`),
    });
    await expect(dashboard).toContainText("(en inglés)");
    await expect(dashboard).toHaveAttribute("href", externalLinks.accountDashboard);
    await expect(page.getByRole("link", { name: enrol.calendarButton })).toHaveAttribute(
      "href",
      "/es/calendar",
    );
    await expect(page.getByRole("region", { name: sites.heading }).getByRole("link")).toHaveCount(
      sitesOffering("nsd").length,
    );
  });

  test("the old plural address answers in Spanish and refreshes to the Spanish Summer Camp page", async ({
    page,
    request,
  }) => {
    const response = await request.get("/es/programs/summer-camps", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/es/programs/summer-camp");

    // A static host that cannot redirect serves the prerendered page instead.
    const prerendered = "build/client/es/programs/summer-camps/index.html";
    const html = readFileSync(prerendered, "utf8");
    expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=\/es\/programs\/summer-camp"/);
    expect(html).toContain(movedPage.heading.es);
    await page.route("**/es/programs/summer-camps", (route) =>
      route.fulfill({ path: prerendered, contentType: "text/html" }),
    );
    await page.goto("/es/programs/summer-camps");
    await expect(page).toHaveURL(/\/es\/programs\/summer-camp$/);
    await expect(page).toHaveTitle(new RegExp(`^${escape(summerCamp.page.title.es)} \\|`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});
