import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { pacificNow } from "../../admin/pacific-now";
import { addDays, longDay } from "../../app/features/closures/days";
import { asHeading } from "../../i18n/heading";
import { closuresPage } from "../../content/closures-page";
import { closureSchema, closures } from "../../content/closures";
import { parseContent } from "../../content/read";
import { siteName } from "../../content/site-format";
import { schoolSites } from "../../content/sites";
import { languageNames, locales } from "../../i18n/locale";
import { editorWords } from "../../admin/editor-words";
import { fill } from "../../content/localize";
import { timeOfDay } from "../../i18n/clock";
import { expectNoAxeViolations } from "./axe";
import { startBackend, useBackend, type Backend } from "./cms-backend";

// A closure posted by an office manager alone, through the editor's own screens: filled in the
// order a person fills it, previewed as families will see it, published, and the file it wrote
// held to the content check; and one the content check would refuse, refused at Publish.

const project = path.resolve(import.meta.dirname, "../..");
let backend: Backend;

test.beforeAll(async () => {
  backend = await startBackend();
});
test.afterAll(async () => {
  await backend?.stop();
});

test.describe.configure({ mode: "serial" });

const closuresFolder = () => path.join(backend.workspace, "content/closures");
const site = schoolSites[0]!;
const name = siteName({ id: site.id, title: site.title.en });
// Three weeks from today in California, or the first day after that no closure posted covers,
// nor the day after (the editor refuses one posted twice): on its site's page now, later this
// school year.
const day = (() => {
  for (let ahead = 21; ; ahead++) {
    const each = addDays(pacificNow("YYYY-MM-DD"), ahead);
    const free = (one: string) =>
      !closures.some((closure) => closure.first <= one && one <= closure.last);
    // The day after too: a second test posts its closure then.
    if (free(each) && free(addDays(each, 1))) return each;
  }
})();
const typed = (each: string) => each.slice(5, 7) + each.slice(8, 10) + each.slice(0, 4);
const reason = { en: "Staff meeting", es: "Reunión del personal" };

async function newClosure(page: Page, on = day) {
  await useBackend(page);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Closures", exact: true }).first().click();
  await page.getByRole("link", { name: "New Closure" }).click();
  for (const label of ["First day", "Last day"]) {
    await page.getByLabel(label, { exact: true }).focus();
    await page.keyboard.type(typed(on));
  }
}

/** A choice of one of Decap's drop-downs, as a person makes it: open it, click the choice. */
async function choose(page: Page, label: string, choice: string) {
  await page.getByLabel(label).click();
  await page.getByRole("option", { name: choice, exact: true }).click();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

test("a closure filled in as a person would (closed all day, no time, only one site) shows as families will see it, publishes, and the content check passes on its file", async ({
  page,
}) => {
  await newClosure(page);
  await choose(page, "What happens", "Closed all day");
  // No time; "Every site" stays off, as a new closure's is.
  await choose(page, "Only these sites", name);
  await page.getByLabel("English", { exact: true }).fill(reason.en);
  await page.getByLabel("Spanish (Español)", { exact: true }).fill(reason.es);

  const preview = page.frameLocator("#preview-pane");
  await expect(
    preview.getByText(/^Families see it on the Closures page and the events calendar now;/),
  ).toContainText(name);
  for (const locale of locales) {
    await preview.getByRole("button", { name: languageNames[locale] }).click();
    const main = preview.getByRole("main");
    await expect(main).toHaveAttribute("lang", locale);
    // Under its day on the Closures page, and on its site's page.
    await expect(
      main.getByRole("heading", { name: asHeading(longDay(day, locale), locale) }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { name: closuresPage.sitePages.later[locale] }),
    ).toBeVisible();
    await expect(main.getByRole("listitem").filter({ hasText: reason[locale] })).toHaveCount(2);
    await expect(main).toContainText(closuresPage.kinds.closed[locale]);
    const pane = await page.locator("#preview-pane").elementHandle();
    await expectNoAxeViolations((await pane!.contentFrame())!);
  }

  const before = await readdir(closuresFolder());
  await publish(page);
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible();
  const written = (await readdir(closuresFolder())).filter((file) => !before.includes(file));
  expect(written).toHaveLength(1);
  const file = path.join(closuresFolder(), written[0]!);
  expect(
    parseContent(`content/closures/${written[0]}`, await readFile(file, "utf8"), closureSchema),
  ).toMatchObject({
    first: day,
    last: day,
    kind: "closed",
    time: null,
    allSites: false,
    sites: [site.slug],
    reason,
  });

  // The content check of closures (content/closures.ts), on the content the editor wrote: it
  // exits with an error, and so fails here, if any closure file is refused.
  const { stdout } = await promisify(execFile)(
    path.join(project, "node_modules/.bin/vitest"),
    ["run", "--project", "content", "content/closures.test.ts"],
    {
      cwd: project,
      env: {
        ...process.env,
        STAR_CONTENT_FOLDER: path.join(backend.workspace, "content"),
        NO_COLOR: "1",
      },
    },
  );
  expect(stdout).toMatch(/Tests +\d+ passed/);
});

test("a closure for every site with a site picked too is refused at Publish, with the reason beside the sites, and nothing is written", async ({
  page,
}) => {
  await newClosure(page);
  await choose(page, "What happens", "Closes early");
  await page.getByLabel("Time it opens or closes").fill("15:00");
  await choose(page, "Only these sites", name);
  await page.getByLabel("Every site and the main office").click();
  await page.getByLabel("English", { exact: true }).fill(reason.en);
  await page.getByLabel("Spanish (Español)", { exact: true }).fill(reason.es);

  const before = await readdir(closuresFolder());
  await publish(page);
  await expect(
    page.getByText("Choose every site or some sites, not both", { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel("Only these sites")).toBeFocused();
  await expect(page.getByRole("button", { name: "Published" })).toHaveCount(0);
  expect(await readdir(closuresFolder())).toEqual(before);
});

test("a closure that closes at noon, its time typed as a person writes it, previews no placeholder and is saved as 12:00", async ({
  page,
}) => {
  // The day after the closure above, not the same closure twice.
  await newClosure(page, addDays(day, 1));
  await choose(page, "What happens", "Closes early");
  await choose(page, "Only these sites", name);
  await page.getByLabel("English", { exact: true }).fill(reason.en);
  await page.getByLabel("Spanish (Español)", { exact: true }).fill(reason.es);
  const preview = page.frameLocator("#preview-pane");
  // Until its time is written, the preview says so, and shows no "{time}".
  await expect(preview.getByText(editorWords.en.closureNotYet.time)).toBeVisible();
  await expect(preview.locator("body")).not.toContainText("{time}");

  await page.getByLabel("Time it opens or closes").click();
  await page.keyboard.type("12:00 PM");
  const noon = fill(closuresPage.kinds.closesEarly.en, { time: timeOfDay("12:00", "en") });
  await expect(preview.getByRole("main")).toContainText(noon);

  const before = await readdir(closuresFolder());
  await publish(page);
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible();
  const [written] = (await readdir(closuresFolder())).filter((file) => !before.includes(file));
  const saved = parseContent(
    `content/closures/${written}`,
    await readFile(path.join(closuresFolder(), written!), "utf8"),
    closureSchema,
  );
  expect(saved).toMatchObject({ kind: "closesEarly", time: "12:00" });
});
