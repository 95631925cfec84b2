// The staff guide's pictures of the editor (docs/images/editor*.png), taken again as the editor
// is now: start `npm run cms` (on a copy of the content, so nothing is saved into content/:
// `CMS_REPOSITORY=<a folder holding a copy of content/> npm run cms`), then run
// `node admin/guide-pictures.mjs`. Nothing is published: each picture is of a form being filled.
import path from "node:path";
import { chromium } from "@playwright/test";
import { findChromium } from "../scripts/find-chromium.mjs";

const editor = `http://localhost:${process.env.CMS_PORT ?? 3001}/admin/`;
const images = path.resolve(import.meta.dirname, "../docs/images");

/** A day `days` from today in California, as the date field takes it typed (month, day, year). */
function typedDay(days) {
  const [month, day, year] = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(new Date(Date.now() + days * 86_400_000))
    .split("/");
  return `${month}${day}${year}`;
}

const browser = await chromium.launch({ executablePath: findChromium() });
const context = await browser.newContext({
  viewport: { width: 1366, height: 900 },
  timezoneId: "America/Los_Angeles",
  locale: "en-US",
});
const page = await context.newPage();
// Leaving a form that is not saved: yes (nothing here is ever saved).
page.on("dialog", (dialog) => void dialog.accept());
const preview = () => page.frameLocator("#preview-pane");
const picture = (name) => page.screenshot({ path: path.join(images, name) });
const open = async (hash) => {
  await page.goto(`${editor}#${hash}`);
  await page.waitForLoadState("networkidle");
};

await page.goto(editor);
await page.getByRole("button", { name: "Login" }).click({ timeout: 120_000 });

// A school site, its page beside the form.
await open("/collections/sites/entries/maidu-star");
await preview().getByRole("heading", { level: 1 }).waitFor();
await picture("editor.png");

// The Galaxy page's preview in Spanish.
await open("/collections/programs/entries/galaxy");
await preview().getByRole("button", { name: "Español" }).click();
await preview().getByRole("heading", { level: 1 }).waitFor();
await picture("editor-preview-galaxy.png");

// The places at a site, a status changed, the site's page showing it.
await open("/collections/places/entries/maidu-star");
await page.getByLabel("Places", { exact: true }).first().click();
await page.getByRole("option", { name: "Few places left", exact: true }).click();
await page.getByRole("button", { name: "Now" }).first().click();
// The site's page at its programs, where the places show.
await page.frameLocator("#preview-pane").locator("#programs-heading").scrollIntoViewIfNeeded();
await picture("editor-places.png");

// A new closure of one site, closed all day, as it will show.
await open("/collections/closures/new");
for (const label of ["First day", "Last day"]) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(typedDay(20));
}
await page.getByLabel("What happens").click();
await page.getByRole("option", { name: "Closed all day", exact: true }).click();
await page.getByLabel("Only these sites").click();
await page.getByRole("option", { name: "Maidu/Excelsior STAR", exact: true }).click();
await page.getByLabel("English", { exact: true }).fill("Staff meeting");
await page.getByLabel("Spanish (Español)", { exact: true }).fill("Reunión del personal");
await page.getByLabel("First day", { exact: true }).scrollIntoViewIfNeeded();
await preview().getByText("Families see it").waitFor();
await picture("editor-closure.png");

await browser.close();
console.log(`Pictures taken into ${path.relative(process.cwd(), images)}/`);
