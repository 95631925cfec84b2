import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { externalLinks } from "../../content/links";
import { pricingSheets } from "../../content/pricing";
import { summerCamp } from "../../content/summer-camp";
import spanishWords from "../../messages/site/es.json" with { type: "json" };
import { expectNoAxeViolations } from "./axe";
import { test, expect } from "./fixtures";

/** The heading line that opens and closes the 2025 details (a <details> summary). */
const disclosure = (page: Page) => page.locator("summary", { hasText: "Summer Camp 2025 details" });
const isOpen = (page: Page) =>
  disclosure(page).evaluate((summary) => summary.closest("details")!.open);

test.describe("Summer Camp", () => {
  test("announces 2026 and keeps the 2025 details closed by default", async ({ page }) => {
    await page.goto("/programs/summer-camp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Summer Camp 2026");
    await expect(page.getByText("For children entering TK through 7th grade.")).toBeVisible();
    await expect(page.getByText("Stay tuned for more information")).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Summer Camp 2025 details" }),
    ).toBeVisible();
    expect(await isOpen(page)).toBe(false);
    await expect(page.getByText("Kinder (TK/K) camps: $62 per day.")).toBeHidden();
  });

  test("the 2025 details open with the mouse as soon as the page shows, with fees, dates and previews", async ({
    page,
  }) => {
    await page.goto("/programs/summer-camp", { waitUntil: "commit" });
    await disclosure(page).click();
    for (const text of [
      "Non-refundable registration fee $100.",
      "Kinder (TK/K) camps: $62 per day.",
      "Grades 1-7 camps: $57 per day.",
      "Two-day minimum.",
      "Closures June 19 and July 4.",
      "Early close at 2:30 PM on July 25.",
      "Guardians must show ID at pick-up and sign children in and out.",
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    for (const [name, href] of [
      ["Eureka USD/Loomis USD Summer Camps", "/summer-preview-eu"],
      ["Western Placer USD Summer Camps", "/summer-preview-wp"],
      ["Rocklin Academy Family of Schools Summer Camps", "/summer-preview-rafos"],
    ] as const) {
      await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    const locations = page.getByRole("region", { name: "Camp locations" }).getByRole("link");
    await expect(locations).toHaveCount(7);
    await disclosure(page).click();
    await expect(page.getByText("Kinder (TK/K) camps: $62 per day.")).toBeHidden();
  });

  test("the 2025 details open and close from the keyboard with Enter and Space", async ({
    page,
  }) => {
    await page.goto("/programs/summer-camp");
    const summary = disclosure(page);
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Grades 1-7 camps: $57 per day.")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(page.getByText("Grades 1-7 camps: $57 per day.")).toBeHidden();
    await page.keyboard.press("Space");
    await expect(page.getByText("Grades 1-7 camps: $57 per day.")).toBeVisible();
    await expect(summary).toBeFocused();
  });

  test("the page loads no script file", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/programs/summer-camp");
    await disclosure(page).click();
    await expect(page.getByText("Grades 1-7 camps: $57 per day.")).toBeVisible();
    expect(scripts).toEqual([]);
  });
});

test.describe("Galaxy sibling-discount estimator", () => {
  test("shows a message tied to a wrong amount and clears it once fixed", async ({ page }) => {
    await page.goto("/programs/galaxy");
    const first = page.getByLabel("Child 1");
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
    await page.getByLabel("Child 1").fill("300");
    await page.getByRole("button", { name: "Show my discount" }).click();
    const second = page.getByLabel("Child 2");
    await expect(second).toBeFocused();
    await expect(second).toHaveAccessibleDescription("Enter this child's monthly total.");
  });

  test("announces the result for two and then three children", async ({ page }) => {
    await page.goto("/programs/galaxy");
    const result = page.getByRole("status").filter({ hasText: /discount/ });
    await expect(result).toHaveAttribute("aria-live", "polite");
    await page.getByLabel("Child 1").fill("500");
    await page.getByLabel("Child 2").fill("300");
    await expect(result).toContainText(
      "Discount: $30.00 a month (10% off the lesser monthly total, $300.00)",
    );
    await expect(result).toContainText("Total after discount: $770.00 a month");
    await page.getByRole("button", { name: "Add a child" }).click();
    await expect(page.getByLabel("Child 3")).toBeFocused();
    await page.keyboard.type("200");
    await expect(result).toContainText(
      "Discount: $100.00 a month (10% off the combined monthly total, $1,000.00)",
    );
    await expect(result).toContainText("Total after discount: $900.00 a month");
    await page.getByRole("button", { name: "Remove child 1" }).click();
    await page.getByRole("button", { name: "Remove child 1" }).click();
    await expect(result).toContainText("there is no multi-child discount");
  });

  test("states the rule beside the form and links to sites, pricing and registration", async ({
    page,
  }) => {
    await page.goto("/programs/galaxy");
    const rule = page.getByRole("complementary", { name: "How the discount works" });
    await expect(rule).toContainText("2 children, 10% off the lesser monthly total.");
    await expect(rule).toContainText("3 or more children, 10% off the monthly total.");
    await expect(page.getByText(/August through June.*6:00 PM/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Find Your Site" }).first()).toHaveAttribute(
      "href",
      "/locations",
    );
    const register = page.getByRole("link", { name: /^Register for Galaxy/ });
    await expect(register).toHaveAttribute("href", externalLinks.registration);
    await expect(register).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: /pricing sheet/ })).toHaveCount(
      pricingSheets.length,
    );
  });

  test("the estimator waits, disabled, until the page's code has arrived", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/programs/galaxy")).text();
    expect(html).toMatch(/<fieldset disabled=""/);
    await page.goto("/programs/galaxy");
    await expect(page.getByLabel("Child 1")).toBeEnabled();
    await expect(page.getByRole("button", { name: "Show my discount" })).toBeEnabled();
  });
});

test.describe("Galaxy Pricing", () => {
  test("lists the 2026 sheets by district, each opening the PDF in a new tab", async ({ page }) => {
    await page.goto("/programs/pricing");
    await expect(page).toHaveTitle(/^Galaxy Pricing/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Galaxy Pricing");
    await expect(page.getByText(/Pricing for 2026/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(
      "Eureka Union School District",
    );
    const links = page.getByRole("link", { name: /2026 pricing sheet/ });
    await expect(links).toHaveCount(8);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const href = (await link.getAttribute("href")) ?? "";
      expect(href.startsWith(`${externalLinks.contentHost}/`)).toBe(true);
      expect(href.split("/").pop()).toMatch(/^26.+\.pdf$/);
    }
    const rocklin = page.getByRole("region", { name: "Rocklin Academy Family Of Schools" });
    await expect(rocklin.getByRole("link")).toHaveText([
      /Gateway/,
      /Rocklin Academy/,
      /ARCA ELO-P/,
    ]);
  });
});

test.describe("Non-School Day Camps", () => {
  test("enrolment goes to the account dashboard and the dates to the calendar", async ({
    page,
  }) => {
    await page.goto("/programs/nsd-camps");
    const dashboard = page.getByRole("link", { name: /Enroll in the account dashboard/ });
    await expect(dashboard).toHaveAttribute("href", externalLinks.accountDashboard);
    await expect(dashboard).toHaveAttribute("target", "_blank");
    await expect(dashboard).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: "See the dates on the calendar" })).toHaveAttribute(
      "href",
      "/calendar",
    );
    const sites = page.getByRole("region", { name: "Where" }).getByRole("link");
    await expect(sites).toHaveCount(13);
    await expect(sites.filter({ hasText: "Main Office" })).toHaveCount(0);
  });
});

test.describe("Programs and Subsidy Programs", () => {
  test("the overview shows the four programs, where each runs, and links to each", async ({
    page,
  }) => {
    await page.goto("/programs");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "Galaxy",
      "Nova",
      "Non-School Day Camps",
      "Summer Camp",
      "Help paying for care",
    ]);
    await expect(page.getByText(/^4 sites: Maidu\/Excelsior/)).toBeVisible();
    await expect(page.getByRole("link", { name: "More about Nova" })).toHaveAttribute(
      "href",
      "/programs/nova",
    );
    await expect(page.getByRole("link", { name: "See subsidy programs" })).toHaveAttribute(
      "href",
      "/programs/subsidy",
    );
  });

  test("subsidy contacts: three districts, then three agencies, each with website and phone", async ({
    page,
  }) => {
    await page.goto("/programs/subsidy");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([
      "Eureka Union School District",
      "Western Placer Unified School District",
      "Rocklin Academy Family Of Schools",
      "Placer County Office of Education (PCOE)",
      "Child Action",
      "Child Care Aware",
    ]);
    await expect(page.getByRole("link", { name: /website of/ })).toHaveCount(6);
    await expect(page.getByRole("link", { name: /\(916\) 791-4939/ })).toHaveAttribute(
      "href",
      "tel:+19167914939",
    );
    await expect(page.getByText(/No phone number on record/)).toBeVisible();
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`open states at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("the open Summer Camp 2025 details have no WCAG A/AA violations", async ({ page }) => {
      await page.goto("/programs/summer-camp");
      await disclosure(page).click();
      await expect(page.getByText("Grades 1-7 camps: $57 per day.")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("the estimator with a message and a result has no WCAG A/AA violations", async ({
      page,
    }) => {
      await page.goto("/programs/galaxy");
      await page.getByLabel("Child 1").fill("abc");
      await page.getByLabel("Child 2").fill("300");
      await page.getByLabel("Child 1").press("Tab");
      await expect(page.getByText(/Enter the amount in dollars/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("the program pages in Spanish", () => {
  const spanishPages = [
    {
      path: "/es/programs",
      title: /^Programas \|/,
      h1: "Programas",
      text: "¿Busca los programas de la escuela de su hijo?",
    },
    {
      path: "/es/programs/galaxy",
      title: /^Galaxy: cuidado antes y después de clases \|/,
      h1: "Galaxy",
      text: "Galaxy funciona de agosto a junio, los días de clases, hasta las 6:00 PM.",
    },
    {
      path: "/es/programs/pricing",
      title: /^Precios de Galaxy \|/,
      h1: "Precios de Galaxy",
      text: "Precios para 2026, una hoja por sitio.",
    },
    {
      path: "/es/programs/subsidy",
      title: /^Programas de subsidio \|/,
      h1: "Programas de subsidio",
      text: "ELO-P (Programa de Oportunidades de Aprendizaje Extendido)",
    },
    {
      path: "/es/programs/nsd-camps",
      title: /^Campamentos de días sin clases \|/,
      h1: "Campamentos de días sin clases",
      text: "Hay campamentos en todos nuestros 13 sitios escolares.",
    },
    {
      path: "/es/programs/summer-camp",
      title: /^Campamento de verano 2026 \|/,
      h1: "Campamento de verano 2026",
      text: "Para niños que van a cursar de TK a 7.º grado.",
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
    await page.goto("/es/programs/galaxy");
    const rule = page.getByRole("complementary", { name: "Cómo funciona el descuento" });
    await expect(rule).toContainText("3 o más hijos: 10% de descuento sobre el total mensual");
    const first = page.getByLabel("Hijo 1");
    await first.fill("abc");
    await first.press("Tab");
    await expect(first).toHaveAccessibleDescription(
      "Escriba la cantidad en dólares, por ejemplo 450 o 450.50.",
    );
    await first.fill("1200");
    await expect(first).not.toHaveAttribute("aria-invalid");
    await page.getByLabel("Hijo 2").fill("300");
    const result = page.getByRole("status").filter({ hasText: /descuento/i });
    await expect(result).toContainText(
      "Descuento: $30.00 al mes (10% del total mensual menor, $300.00).",
    );
    await expect(result).toContainText(
      "Total con descuento: $1,470.00 al mes, en lugar de $1,500.00.",
    );
    await page.getByRole("button", { name: "Agregar un hijo" }).click();
    await expect(page.getByLabel("Hijo 3")).toBeFocused();
    await page.getByRole("button", { name: "Ver mi descuento" }).click();
    await expect(page.getByLabel("Hijo 3")).toHaveAccessibleDescription(
      "Escriba el total mensual de este hijo.",
    );
    await expectNoAxeViolations(page);
  });

  test("the pricing sheets say they are in English and open in a new tab", async ({ page }) => {
    await page.goto("/es/programs/pricing");
    const sheets = page.getByRole("link", { name: /hoja de precios de 2026/ });
    await expect(sheets).toHaveCount(pricingSheets.length);
    for (const sheet of await sheets.all()) {
      await expect(sheet).toContainText("(en inglés)");
      await expect(sheet).toHaveAttribute("hreflang", "en");
      await expect(sheet).toHaveAttribute("target", "_blank");
    }
    await expect(page.getByRole("link", { name: "Calcule su descuento" })).toHaveAttribute(
      "href",
      "/es/programs/galaxy#discount",
    );
  });

  test("the Summer Camp 2025 details open with Spanish dates and links", async ({ page }) => {
    await page.goto("/es/programs/summer-camp");
    const details = page.locator("summary", {
      hasText: "Detalles del Campamento de verano 2025",
    });
    await details.click();
    for (const text of [
      "Cuota de inscripción no reembolsable: $100.",
      "Mínimo de dos días.",
      "Eureka y Western Placer: del 9 de junio al 8 de agosto (9 semanas).",
      "No hay campamentos en Rocklin la semana del 4 al 8 de agosto.",
      "Días cerrados: 19 de junio y 4 de julio.",
      "Cierre temprano a las 2:30 PM el 25 de julio.",
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole("link", { name: "Campamentos de verano de Western Placer USD" }),
    ).toHaveAttribute("href", "/es/summer-preview-wp");
    await expect(
      page.getByRole("region", { name: "Sitios de los campamentos" }).getByRole("link"),
    ).toHaveCount(7);
  });

  test("subsidy and camp pages mark English-only websites and keep phone numbers", async ({
    page,
  }) => {
    await page.goto("/es/programs/subsidy");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "ELO-P a través de su distrito escolar",
      "Ayuda en el condado y en todo el país",
    ]);
    await expect(
      page.getByText(
        "Consulte con EUSD si su hijo califica para ELO-P y cómo presentar la solicitud.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /^Teléfono: \(916\) 791-4939/ })).toHaveAttribute(
      "href",
      "tel:+19167914939",
    );
    const websites = page.getByRole("link", { name: /sitio web de/ });
    await expect(websites).toHaveCount(6);
    await expect(websites.first()).toContainText("(en inglés)");

    await page.goto("/es/programs/nsd-camps");
    const dashboard = page.getByRole("link", { name: /^Inscribirse en el panel de la cuenta/ });
    await expect(dashboard).toContainText("(en inglés)");
    await expect(dashboard).toHaveAttribute("href", externalLinks.accountDashboard);
    await expect(
      page.getByRole("link", { name: "Ver las fechas en el calendario" }),
    ).toHaveAttribute("href", "/es/calendar");
    await expect(page.getByRole("region", { name: "Dónde" }).getByRole("link")).toHaveCount(13);
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
    expect(html).toContain(spanishWords.site_moved_heading);
    await page.route("**/es/programs/summer-camps", (route) =>
      route.fulfill({ path: prerendered, contentType: "text/html" }),
    );
    await page.goto("/es/programs/summer-camps");
    await expect(page).toHaveURL(/\/es\/programs\/summer-camp$/);
    await expect(page).toHaveTitle(new RegExp(`${summerCamp.year}`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});
