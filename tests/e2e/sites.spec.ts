import { districts } from "../../content/districts";
import { fill, localize } from "../../content/localize";
import { mainOfficePage } from "../../content/main-office-page";
import { programById } from "../../content/programs";
import { organisation } from "../../content/organisation";
import { formatHours, telHref } from "../../content/site-format";
import { sitePageWords } from "../../content/site-page";
import { mainOffice, schoolSites } from "../../content/sites";
import { localeOf } from "../../i18n/locale";
import { pacificDay } from "../../i18n/days";
import type { SeasonProgram } from "../../content/seasons";
import { registrationViews } from "../../app/features/registration/registration.server";
import { test, expect } from "./one-tab";

// Each site page shows the facts of its file in content/sites/, and the programs that file
// lists, in its order; the tests take both from there, so an edit in the editor is followed.

/** The programs a site page lists (subsidy is a link of its own), in a language. */
function listed(site: (typeof schoolSites)[number], locale: "en" | "es") {
  return site.programs
    .filter((program) => program !== "subsidy")
    .map((program) => localize(programById(program), locale));
}

/** The programs a site page lists by name, in a language. */
function offered(site: (typeof schoolSites)[number], locale: "en" | "es") {
  return listed(site, locale).map((program) => program.name);
}

for (const site of schoolSites) {
  test(`${site.slug} lists exactly its programs, with Register and Learn More`, async ({
    page,
  }) => {
    const words = sitePageWords(site, "en");
    await page.goto(`/locations/${site.slug}`);
    const programs = offered(site, "en");
    const section = page.getByRole("region", { name: words.programsHeading });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(programs);
    for (const { id, inSentence: name } of listed(site, "en")) {
      // Register while the program's registration is open; otherwise where it stands
      // (tests/build/registration.built.test.ts holds every day's state to the seasons).
      const register = section.getByRole("link", { name: `Register for ${name}` });
      const [today] = registrationViews(id as SeasonProgram, "en", pacificDay());
      if (today!.kind === "open") {
        await expect(register).toHaveAttribute("target", "_blank");
        await expect(register).toHaveAttribute("rel", "noopener noreferrer");
      } else {
        await expect(register).toHaveCount(0);
        if (today!.kind !== "none") await expect(section.getByText(today!.heading)).toBeVisible();
      }
      await expect(section.getByRole("link", { name: `Learn More about ${name}` })).toHaveAttribute(
        "href",
        /^\/programs\//,
      );
    }
    if (site.programs.includes("nsd") && registrationViews("nsd", "en", pacificDay())[0]!.href) {
      const nsdName = localize(programById("nsd").inSentence, "en");
      await expect(section.getByRole("link", { name: `Register for ${nsdName}` })).toHaveAttribute(
        "href",
        /dashboard/,
      );
    }
    await expect(page.getByText(`${formatHours(site, "en")}, Monday to Friday`)).toBeVisible();
    // A site whose places are out of date asks to call the same number, in a second link.
    await expect(page.getByRole("link", { name: site.phone }).first()).toHaveAttribute(
      "href",
      telHref(site.phone),
    );
    await expect(page.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(page.getByText(/Facility license number/)).toBeVisible();
    if (!/\d/.test(site.licNum)) {
      await expect(page.getByText(words.contact.licencePending)).toBeVisible();
    }
    await expect(page.getByRole("link", { name: words.contact.subsidy.link })).toHaveAttribute(
      "href",
      "/programs/subsidy",
    );
  });
}

test("a site page's title, summary, headings and sentences are the ones staff wrote", async ({
  page,
}) => {
  const site = schoolSites.find((entry) => entry.programs.includes("subsidy")) ?? schoolSites[0]!;
  const { page: words, lead, contact, programsHeading } = sitePageWords(site, "en");
  await page.goto(`/locations/${site.slug}`);
  await expect(page).toHaveTitle(`${words.title} | ${organisation.fullName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    words.description,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
  await expect(page.getByText(lead)).toBeVisible();
  for (const heading of [contact.heading, programsHeading])
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  // The sentence with its link in place of {link}.
  const [before, after] = contact.subsidy.text.split("{link}");
  await expect(
    page.getByText(`${before}${contact.subsidy.link}${after}`, { exact: true }),
  ).toBeVisible();
});

test("the main office lists its hours and every district with its phone and website", async ({
  page,
}) => {
  await page.goto("/locations/main-office");
  await expect(page.getByText(`${formatHours(mainOffice, "en")}, Monday to Friday`)).toBeVisible();
  const words = mainOfficePage.districts;
  const region = page.getByRole("region", { name: words.heading.en });
  await expect(region.getByRole("heading", { level: 3 })).toHaveText(
    districts.map((district) => district.name),
  );
  for (const district of districts) {
    if (district.phone) {
      await expect(region.getByRole("link", { name: district.phone })).toHaveAttribute(
        "href",
        telHref(district.phone),
      );
    }
    await expect(
      region.getByRole("link", {
        name: fill(words.website.en, { district: district.shortName }),
        exact: false,
      }),
    ).toHaveAttribute("href", district.href);
  }
});

test.describe("a site page in Spanish", () => {
  // A site with Nova, so that every kind of program card is seen in Spanish.
  const site = schoolSites.find((entry) => entry.programs.includes("nova")) ?? schoolSites[0]!;
  const words = sitePageWords(site, "es");
  const title = words.page.title;

  test("speaks Spanish, keeps its facts and links to Spanish pages", async ({ page }) => {
    await page.goto(`/es/locations/${site.slug}`);
    await expect(page).toHaveTitle(`${title} | ${organisation.fullName}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(words.lead)).toBeVisible();
    await expect(page.getByRole("heading", { name: words.contact.heading })).toBeVisible();
    await expect(page.getByText(`${formatHours(site, "es")}, de lunes a viernes`)).toBeVisible();
    await expect(page.getByText(site.admin.es, { exact: true })).toBeVisible();
    await expect(page.getByText(/Número de licencia del centro:/)).toBeVisible();

    const directions = page.getByRole("link", { name: /^Cómo llegar/ });
    await expect(directions).toHaveAttribute(
      "href",
      `https://www.google.com/maps/dir/?api=1&destination=${site.lat},${site.lng}`,
    );
    await expect(directions).not.toContainText("en inglés");
    await expect(page.getByRole("link", { name: words.contact.subsidy.link })).toHaveAttribute(
      "href",
      "/es/programs/subsidy",
    );

    const section = page.getByRole("region", { name: words.programsHeading });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(offered(site, "es"));
    const galaxy = localize(programById("galaxy").inSentence, "es");
    const registerFor = (id: "galaxy" | "nsd") => localize(programById(id).registerLabel, "es");
    // While registration is open (each day's state: tests/build/registration.built.test.ts).
    if (registrationViews("galaxy", "es", pacificDay())[0]!.href) {
      const register = section.getByRole("link", {
        name: new RegExp(`^${registerFor("galaxy")} en ${galaxy} \\(en inglés\\)`),
      });
      await expect(register).toContainText("(en inglés)");
      await expect(register).toHaveAttribute("hreflang", "en");
      await expect(register).toHaveAttribute("target", "_blank");
    }
    const nsd = localize(programById("nsd").inSentence, "es");
    if (registrationViews("nsd", "es", pacificDay())[0]!.href) {
      await expect(
        section.getByRole("link", { name: new RegExp(`^${registerFor("nsd")} en ${nsd}`) }),
      ).toHaveAttribute("href", /dashboard/);
    }
    const nova = localize(programById("nova").inSentence, "es");
    await expect(
      section.getByRole("link", { name: `Más información sobre ${nova}` }),
    ).toHaveAttribute("href", "/es/programs/nova");

    const internal = await page
      .getByRole("main")
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(internal.length).toBeGreaterThan(4);
    for (const href of internal) expect(localeOf(href!), href!).toBe("es");
  });

  test("every Spanish site page names its programs in Spanish", async ({ page }) => {
    for (const other of schoolSites) {
      await page.goto(`/es/locations/${other.slug}`);
      const section = page.getByRole("region", { name: words.programsHeading });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        sitePageWords(other, "es").page.title,
      );
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(offered(other, "es"));
      await expect(page.getByText(`${formatHours(other, "es")}, de lunes a viernes`)).toBeVisible();
    }
  });
});
