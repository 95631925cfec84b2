import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { editorWords } from "../../admin/editor-words";
import { editorDictionary } from "../../admin/spanish";
import { schoolSites, siteSchema, sites } from "../../content/sites";
import { expectNoAxeViolations } from "./axe";
import { startBackend, useBackend, type Backend } from "./cms-backend";

// How the editor helps an office manager find their way: Help opens the staff guide, each
// collection links to its section, the editor speaks Spanish to those who choose it, a refused
// Publish shows the field to correct, and Search all finds a page by its name in the lists.

let backend: Backend;
test.beforeAll(async () => {
  backend = await startBackend();
});
test.afterAll(async () => {
  await backend?.stop();
});

/** The page a link opens in a new tab. */
async function inNewTab(context: BrowserContext, link: Locator): Promise<Page> {
  const [opened] = await Promise.all([context.waitForEvent("page"), link.click()]);
  return opened;
}

test.beforeEach(async ({ page }) => {
  await useBackend(page);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
});

test("a refused Publish brings the first refused field into view, with the cursor in it", async ({
  page,
}) => {
  const site = schoolSites[0]!;
  await page.getByRole("link", { name: "Sites and main office" }).click();
  await page.getByRole("link", { name: new RegExp(site.title.en) }).click();
  // A map position far from Sacramento, at the end of the form; then back to the top.
  const longitude = page.getByLabel("Map position, longitude");
  await longitude.fill("0");
  const first = page.getByLabel("English").first();
  await first.focus();
  await expect(longitude).not.toBeInViewport();

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(longitude).toBeFocused();
  await expect(longitude).toBeInViewport();
});

test("an entry opened by its address straight from another entry's form shows its own fields", async ({
  page,
}) => {
  const site = schoolSites[0]!;
  await page.goto("/admin/#/collections/programs/entries/galaxy");
  await expect(page.getByLabel("Closing time")).toBeVisible();
  await page.goto(`/admin/#/collections/sites/entries/${site.slug}`);
  await expect(page.getByLabel("Site phone shown to families")).toHaveValue(site.phone);
});

test("Search all, typed in any collection and sent with Enter, finds the Galaxy page by its name", async ({
  page,
}) => {
  await page.getByRole("link", { name: "Closures", exact: true }).first().click();
  const search = page.getByPlaceholder(/Search all/);
  await search.fill("galaxy");
  await search.press("Enter");
  await expect(page.getByRole("link", { name: /Galaxy page/ })).toBeVisible();
});

test("Help opens the staff guide in a new tab, and a collection's link opens its own section", async ({
  page,
  context,
}) => {
  const guide = await inNewTab(context, page.getByRole("link", { name: editorWords.en.helpName }));
  await expect(guide.getByRole("heading", { level: 1 })).toHaveText(/Staff guide/);
  await expect(guide.getByRole("img").first()).toHaveJSProperty("complete", true);
  await guide.close();

  await page.getByRole("link", { name: "Closures", exact: true }).first().click();
  const section = await inNewTab(
    context,
    page.getByRole("link", { name: editorWords.en.guideLink }),
  );
  await expect(section.getByRole("heading", { name: /^Closures/, level: 2 })).toBeInViewport();
});

test("with Español chosen, the editor's labels, hints and messages are Spanish, and stay so", async ({
  page,
}) => {
  const spanish = (english: string) => editorDictionary.words[english]!;
  const site = schoolSites[0]!;
  await page.getByRole("button", { name: "Español" }).click();
  await page.getByRole("link", { name: spanish("Sites and main office") }).click();
  await page.getByRole("link", { name: new RegExp(site.title.en) }).click();
  // The phone field as the schema describes it: its label, hint and the message of its format.
  const field = siteSchema.shape.phone.meta()! as {
    label: string;
    hint: string;
    pattern: string[];
  };
  const phone = page.getByLabel(spanish(field.label));
  await expect(page.getByText(spanish(field.hint), { exact: true })).toBeVisible();
  await phone.fill("llámenos");
  // Decap's own words follow.
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByText("Publicar ahora").click();
  const refusal = editorDictionary.messages[field.pattern[1]!]!;
  await expect(
    page.getByText(refusal.es.replace("{example}", refusal.example!), { exact: true }),
  ).toBeVisible();
  await expect(phone).toBeFocused();

  // The choice is kept in this browser: the editor opens in Spanish again, with English to go back.
  await page.reload();
  await expect(phone).toBeVisible();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByLabel("Site phone shown to families")).toBeVisible();
});

test("the editor's own screens have no axe finding in either language: sign-in, a list, a refused form, a list of items, a site beside its preview", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Leaving a form that was refused, staff leave its changes.
  page.on("dialog", (dialog) => void dialog.accept());
  for (const language of ["en", "es"] as const) {
    const words = editorWords[language];
    // Signed out of the English editor, the sign-in page, which offers Spanish.
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Account options dropdown" }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    if (language === "es") await page.getByRole("button", { name: "Español" }).click();
    await expect(page.getByRole("heading", { level: 1, name: words.signInHeading })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator("section[class*='AuthenticationPage'] button").last().click();

    await page.goto("/admin/#/collections/closures");
    await expect(page.getByRole("link", { name: words.guideLink })).toBeVisible();
    await expect(page.locator('a[href*="#/collections/closures/entries/"]').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // A new closure refused at Publish: its reasons in red, and the notice that says so.
    await page.goto("/admin/#/collections/closures/new");
    await page.locator('[class*="ToolbarContainer"] [class*="PublishButton"]').click();
    await page.locator('[class*="ToolbarContainer"] [role="menuitem"]').first().click();
    await expect(page.locator('[class*="ControlErrorsList"]').first()).toBeVisible();
    await expect(page.locator(".Toastify__toast")).toBeVisible();
    await expectNoAxeViolations(page);

    const site = new RegExp(schoolSites[0]!.title.en);
    await page.goto("/admin/#/collections/places");
    await page.getByRole("link", { name: site }).click();
    await expect(page.locator('[class*="ListItemTopBar"]').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/admin/#/collections/sites");
    await page.getByRole("link", { name: site }).click();
    const preview = page.frameLocator("#preview-pane");
    await expect(preview.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("What to update opens the readiness report in a new tab, in the editor's words, each item leading to its entry", async ({
  page,
  context,
}) => {
  const opened = await inNewTab(
    context,
    page.getByRole("link", { name: editorWords.en.readinessName }),
  );
  await expect(opened.getByRole("heading", { level: 1 })).toHaveText(
    /^What to update on the website, as of /,
  );
  // The stand-in licenses of the content today, with whom to ask, each leading to its entry.
  const pending = schoolSites.filter((site) => site.licNum === "pending");
  const licenses = opened.getByRole("region", { name: /^License numbers not filled in/ });
  await expect(licenses.getByRole("listitem")).toHaveCount(pending.length);
  await expect(licenses).toContainText("Ask California's Community Care Licensing Division");
  await expectNoAxeViolations(opened);
  await licenses
    .getByRole("link", { name: /^Change it in Sites and main office/ })
    .first()
    .click();
  // Signed in already in this browser, the editor opens at that site.
  await expect(opened.getByLabel("Facility license number")).toBeVisible();
});

test("the sites are listed as the site lists them, by number, and the places by their sites' names", async ({
  page,
}) => {
  await page.getByRole("link", { name: "Sites and main office" }).click();
  const entries = page.locator('a[href*="#/collections/sites/entries/"]');
  await expect(entries).toHaveCount(sites.length);
  const byNumber = [...sites].sort((a, b) => a.id - b.id).map((site) => site.title.en);
  expect((await entries.allTextContents()).map((text) => text.trim())).toEqual(byNumber);

  await page.getByRole("link", { name: "Places at each site" }).click();
  const places = page.locator('a[href*="#/collections/places/entries/"]');
  await expect(places.first()).toBeVisible();
  const names = (await places.allTextContents()).map((text) => text.trim());
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
});
