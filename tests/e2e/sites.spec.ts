import { test, expect } from "./fixtures";

// What each site page must offer, from the specification's availability table.
const offers: Record<string, string[]> = {
  "maidu-star": ["Galaxy", "Nova", "Non-School Day Camps", "Summer Camp"],
  "greenhills-star": ["Galaxy", "Nova", "Non-School Day Camps", "Summer Camp"],
  "oakhills-star": ["Galaxy", "Nova", "Non-School Day Camps", "Summer Camp"],
  "ridgeview-star": ["Galaxy", "Nova", "Non-School Day Camps"],
  "coppin-star": ["Galaxy", "Non-School Day Camps"],
  "creekside-star": ["Galaxy", "Non-School Day Camps"],
  "foskett-star": ["Galaxy", "Non-School Day Camps"],
  "lc-star": ["Galaxy", "Non-School Day Camps", "Summer Camp"],
  "tb-star": ["Galaxy", "Non-School Day Camps", "Summer Camp"],
  "leaman-star": ["Galaxy", "Non-School Day Camps", "Summer Camp"],
  "gateway-star": ["Galaxy", "Non-School Day Camps", "Summer Camp"],
  "academy-star": ["Galaxy", "Non-School Day Camps"],
  "arca-star": ["Galaxy", "Non-School Day Camps"],
};

for (const [slug, programs] of Object.entries(offers)) {
  test(`${slug} lists exactly its programs, with Register and Learn More`, async ({ page }) => {
    await page.goto(`/locations/${slug}`);
    const section = page.getByRole("region", { name: "Programs at this site" });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(programs);
    for (const name of programs) {
      const register = section.getByRole("link", { name: `Register for ${name}` });
      await expect(register).toHaveAttribute("target", "_blank");
      await expect(register).toHaveAttribute("rel", "noopener noreferrer");
      await expect(section.getByRole("link", { name: `Learn More about ${name}` })).toHaveAttribute(
        "href",
        /^\/programs\//,
      );
    }
    const nsdRegister = section.getByRole("link", { name: "Register for Non-School Day Camps" });
    await expect(nsdRegister).toHaveAttribute("href", /dashboard/);
    await expect(page.getByRole("link", { name: /\(916\) 555-01\d\d/ })).toHaveAttribute(
      "href",
      /^tel:\+1916555/,
    );
    await expect(page.getByRole("link", { name: /@star\.example\.org/ })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(page.getByText(/Facility licence number/)).toBeVisible();
    await expect(page.getByRole("link", { name: "See the subsidy programs" })).toHaveAttribute(
      "href",
      "/programs/subsidy",
    );
  });
}

test("hours follow the site: 6:30 AM at the Eureka campuses, 7:00 AM elsewhere", async ({
  page,
}) => {
  await page.goto("/locations/greenhills-star");
  await expect(page.getByText("6:30 AM-6:00 PM")).toBeVisible();
  await page.goto("/locations/coppin-star");
  await expect(page.getByText("7:00 AM-6:00 PM")).toBeVisible();
});

test("the main office lists its hours and the three districts with phone and website", async ({
  page,
}) => {
  await page.goto("/locations/main-office");
  await expect(page.getByText("8:00 AM-4:00 PM")).toBeVisible();
  const districts = page.getByRole("region", { name: "Districts we serve" });
  await expect(districts.getByRole("heading", { level: 3 })).toHaveText([
    "Eureka Union School District",
    "Western Placer Unified School District",
    "Rocklin Academy Family Of Schools",
  ]);
  await expect(districts.getByRole("link", { name: /\(916\) 791-4939/ })).toHaveAttribute(
    "href",
    "tel:+19167914939",
  );
  await expect(districts.getByRole("link", { name: /WPUSD website/ })).toHaveAttribute(
    "href",
    "https://www.wpusd.org",
  );
});

test.describe("a site page in Spanish", () => {
  test("speaks Spanish, keeps its facts and links to Spanish pages", async ({ page }) => {
    await page.goto("/es/locations/maidu-star");
    await expect(page).toHaveTitle("Maidu/Excelsior STAR | STAR Education");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maidu/Excelsior STAR");
    await expect(page.getByText(/^Cuidado antes y después de clases y campamentos/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Visítenos o llámenos" })).toBeVisible();
    await expect(page.getByText("6:30 AM-6:00 PM, de lunes a viernes")).toBeVisible();
    await expect(page.getByText("Director(a) del sitio")).toBeVisible();
    await expect(page.getByText(/Número de licencia del centro: en trámite\./)).toBeVisible();

    const directions = page.getByRole("link", { name: /^Cómo llegar/ });
    await expect(directions).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=38.73905,-121.24555",
    );
    await expect(directions).not.toContainText("en inglés");
    await expect(page.getByRole("link", { name: "Vea los programas de subsidio" })).toHaveAttribute(
      "href",
      "/es/programs/subsidy",
    );

    const section = page.getByRole("region", { name: "Programas en este sitio" });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([
      "Galaxy",
      "Nova",
      "Campamentos de días sin clases",
      "Campamento de verano",
    ]);
    const register = section.getByRole("link", { name: /^Inscribirse en Galaxy \(en inglés\)/ });
    await expect(register).toContainText("(en inglés)");
    await expect(register).toHaveAttribute("href", "https://register.star.example.org/");
    await expect(register).toHaveAttribute("hreflang", "en");
    await expect(register).toHaveAttribute("target", "_blank");
    await expect(
      section.getByRole("link", { name: /^Inscribirse en Campamentos de días sin clases/ }),
    ).toHaveAttribute("href", /dashboard/);
    await expect(section.getByRole("link", { name: "Más información sobre Nova" })).toHaveAttribute(
      "href",
      "/es/programs/nova",
    );

    const internal = await page
      .getByRole("main")
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(internal.length).toBeGreaterThan(4);
    for (const href of internal) expect(href).toMatch(/^\/es(\/|$)/);
  });

  test("every Spanish site page names its programs in Spanish", async ({ page }) => {
    await page.goto("/es/locations/coppin-star");
    const section = page.getByRole("region", { name: "Programas en este sitio" });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([
      "Galaxy",
      "Campamentos de días sin clases",
    ]);
    await expect(page.getByText("7:00 AM-6:00 PM, de lunes a viernes")).toBeVisible();
  });
});
