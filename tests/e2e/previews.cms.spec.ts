import { editorWords } from "../../admin/editor-words";
import { expect, test, type Page } from "@playwright/test";
import { galaxy } from "../../content/galaxy";
import { galaxyFile } from "../../content/galaxy-file";
import { programById } from "../../content/programs";
import { sitePageWords } from "../../content/site-page";
import { formatHours } from "../../content/site-format";
import { decapFields, type DecapField } from "../../admin/fields";
import { placeStatus } from "../../content/place-status";
import { priceTables, priceText } from "../../content/price-words";
import { priceFacts, pricesFile } from "../../content/prices";
import { contentSchemas } from "../../content/read";
import { placeStatuses, places } from "../../content/places";
import { siteName } from "../../content/site-format";
import { schoolSites, sites } from "../../content/sites";
import { minutesOf, timeOfDay } from "../../i18n/clock";
import { languageNames, locales } from "../../i18n/locale";
import { pacificDay } from "../../i18n/days";
import { registrationWords } from "../../content/seasons";
import { registrationViews } from "../../app/features/registration/registration.server";
import { expectNoAxeViolations } from "./axe";
import { startBackend, useBackend, type Backend } from "./cms-backend";

// The preview beside the editor's form is the page as families see it, in English and in
// Spanish, and it follows the form as staff type, before anything is saved.

/** The editor's names of the statuses of places, as its drop-down offers them. */
const placeStatusLabels = (() => {
  const list = decapFields(contentSchemas().get("content/places")!).find(
    (field) => field.name === "programs",
  )!;
  const status = (list.fields as DecapField[]).find((field) => field.name === "status")!;
  const options = status.options as { label: string; value: string }[];
  return Object.fromEntries(options.map((option) => [option.value, option.label]));
})();

let backend: Backend;
test.beforeAll(async () => {
  backend = await startBackend();
});
test.afterAll(async () => {
  await backend?.stop();
});

async function openEditor(page: Page) {
  await useBackend(page);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
}

/** The preview in each language in turn, checked by `check` and by axe. */
async function inEachLanguage(page: Page, check: (locale: "en" | "es") => Promise<void>) {
  const preview = page.frameLocator("#preview-pane");
  for (const locale of locales) {
    await preview.getByRole("button", { name: languageNames[locale] }).click();
    await expect(preview.getByRole("main")).toHaveAttribute("lang", locale);
    await check(locale);
    const pane = await page.locator("#preview-pane").elementHandle();
    await expectNoAxeViolations((await pane!.contentFrame())!);
  }
}

/** "18:00" moved by `minutes`. */
function later(time: string, minutes: number): string {
  const total = minutesOf(time) + minutes;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(total / 60) % 24)}:${pad(total % 60)}`;
}

test.describe.configure({ mode: "serial" });

test("a site's preview is its page in both languages, and shows a new phone before it is saved", async ({
  page,
}) => {
  const site = schoolSites[0]!;
  const preview = page.frameLocator("#preview-pane");
  await openEditor(page);
  await page.getByRole("link", { name: "Sites and main office" }).click();
  await page.getByRole("link", { name: new RegExp(site.title.en) }).click();
  await inEachLanguage(page, async (locale) => {
    const words = sitePageWords(site, locale);
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(words.page.title);
    await expect(preview.getByRole("main")).toContainText(words.lead);
    await expect(preview.getByRole("main")).toContainText(formatHours(site, locale));
  });

  const phone = [...Array(100).keys()]
    .map((n) => `(916) 555-01${String(99 - n).padStart(2, "0")}`)
    .find((each) => !sites.some((entry) => entry.phone === each || entry.fax === each))!;
  await page.getByLabel("Site phone shown to families").fill(phone);
  await expect(preview.getByRole("main")).toContainText(phone);
});

test("Galaxy's preview is its page in both languages, registration as the page says it, and a new closing time shows in its hours at once", async ({
  page,
}) => {
  const preview = page.frameLocator("#preview-pane");
  await openEditor(page);
  await page.getByRole("link", { name: "Programs" }).click();
  await page.getByRole("link", { name: "Galaxy page" }).click();
  const closes = later(galaxyFile.closes, 15);
  await page.getByLabel("Closing time").fill(closes);
  await inEachLanguage(page, async (locale) => {
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
      programById("galaxy").name[locale],
    );
    await expect(preview.getByRole("main")).toContainText(galaxy.about[locale]);
    // Where Galaxy's registration stands today, as /programs/galaxy says it.
    const [registration] = registrationViews("galaxy", locale, pacificDay());
    await expect(
      preview.getByRole("region", { name: registrationWords.heading[locale] }),
    ).toContainText(registration!.heading);
    await expect(
      preview.getByRole("listitem").filter({ hasText: timeOfDay(closes, locale) }),
    ).not.toHaveCount(0);
  });
});

test("the notice's preview shows it as the top of every page shows it, in both languages", async ({
  page,
}) => {
  const message = {
    en: "All sites close at 3:00 PM on Friday for staff training.",
    es: "Todos los sitios cierran a las 3:00 p. m. el viernes por la capacitación del personal.",
  };
  const preview = page.frameLocator("#preview-pane");
  await openEditor(page);
  // The collection's link, then its one entry's, once the list shows it beside the collection's.
  const notice = page.getByRole("link", { name: "Notice on every page" });
  await notice.first().click();
  await expect(notice).toHaveCount(2);
  await notice.last().click();
  await page.getByLabel("English").first().fill(message.en);
  await page.getByLabel("Spanish (Español)").first().fill(message.es);
  await inEachLanguage(page, async (locale) => {
    await expect(preview.getByRole("status")).toHaveText(message[locale]);
  });
  // Emptied, the notice is no band at all, and the line above says pages show none.
  for (const label of ["English", "Spanish (Español)"]) {
    await page.getByLabel(label).first().click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
  }
  await expect(preview.getByText(editorWords.en.notice.none)).toBeVisible();
  await expect(preview.getByRole("status")).toHaveCount(0);
});

test("the places at a site preview as its page shows them, in both languages, with a new status at once and the line saying until when", async ({
  page,
}) => {
  const { site: slug, programs } = places[0]!;
  const site = sites.find((each) => each.slug === slug)!;
  const program = programs[0]!;
  const status = placeStatuses.find((each) => each !== program.status)!;
  const preview = page.frameLocator("#preview-pane");
  await openEditor(page);
  await page.getByRole("link", { name: "Places at each site" }).click();
  // Listed by the site's name, not its file's.
  await page.getByRole("link", { name: siteName({ id: site.id, title: site.title.en }) }).click();
  await page.getByLabel("Places", { exact: true }).first().click();
  await page.getByRole("option", { name: placeStatusLabels[status], exact: true }).click();
  await page.getByRole("button", { name: "Now" }).first().click();
  await expect(preview.getByText(/^Families see it on .+ page and its card on the /)).toBeVisible();
  await inEachLanguage(page, async (locale) => {
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
      sitePageWords(site, locale).page.title,
    );
    await expect(
      preview.locator(`[data-program="${program.program}"] [data-status="${status}"]`),
    ).toContainText(placeStatus.statuses[status].name[locale]);
  });
});

test("the prices preview as the pricing page's tables, in both languages, with a new price at once", async ({
  page,
}) => {
  const perWeek = pricesFile.nova.perWeek + 1;
  const preview = page.frameLocator("#preview-pane");
  await openEditor(page);
  await page.getByRole("link", { name: "Prices", exact: true }).click();
  await page.getByRole("link", { name: "Prices of the programs" }).click();
  await page.getByLabel("Price of a class, a week").fill(String(perWeek));
  await inEachLanguage(page, async (locale) => {
    const tables = priceTables(pricesFile, priceFacts, locale);
    for (const table of tables.galaxy) {
      await expect(preview.getByRole("table", { name: table.caption })).toBeVisible();
    }
    const novaRow = preview.getByRole("row", { name: new RegExp(tables.others.rows[0]!.program) });
    await expect(novaRow).toContainText(priceText(perWeek, locale));
  });
});
