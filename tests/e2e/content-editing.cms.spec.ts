import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "yaml";
import { dressed } from "../../admin/dressed";
import { decapFields } from "../../admin/fields";
import { editorDictionary } from "../../admin/spanish";
import { editorWords } from "../../admin/editor-words";
import { pacificNow } from "../../admin/pacific-now";
import { employment } from "../../content/employment";
import { contentSchemas, parseContent } from "../../content/read";
import { siteSchema } from "../../content/sites";
import { sites, schoolSites } from "../../content/sites";
import { startBackend, useBackend, type Backend } from "./cms-backend";

// The content editor, driven through its own screens against Decap's local backend, as an office
// manager would use it. The backend writes to a copy of content/, so the repository and the site
// the other tests use stay as they are; what it saves must be what the build accepts.

let backend: Backend;
let workspace: string;

test.beforeAll(async () => {
  backend = await startBackend();
  workspace = backend.workspace;
});

test.afterAll(async () => {
  await backend?.stop();
});

test.beforeEach(async ({ page }) => {
  await useBackend(page);
});

async function openSite(page: Page, title: string) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Sites and main office" }).click();
  await page.getByRole("link", { name: new RegExp(title) }).click();
}

// The first school site, as staff find it in the editor, and a phone no site has yet.
const site = schoolSites[0]!;
const siteFile = () => path.join(workspace, `content/sites/${site.slug}.yaml`);
const employmentFile = () => path.join(workspace, "content/employment.yaml");
// A page's title in each language, as an office manager might retitle it.
const newTitle = {
  en: `${employment.page.title.en} at STAR`,
  es: `${employment.page.title.es} en STAR`,
};
const newPhone = [...Array(100).keys()]
  .map((n) => `(916) 555-01${String(99 - n).padStart(2, "0")}`)
  .find((phone) => !sites.some((entry) => entry.phone === phone || entry.fax === phone))!;

test.describe.configure({ mode: "serial" });

// The phone field as the editor shows it: its hint, and what it says of a phone written otherwise.
const phoneField = (() => {
  const fields = decapFields(siteSchema).filter((each) => each.name === "phone");
  const [shown] = dressed([{ fields }], "en", editorDictionary).collections;
  const phone = shown!.fields[0]!;
  return { hint: String(phone.hint), refusal: (phone.pattern as string[])[1]! };
})();

test("the phone field refuses a number not written like its hint says, in plain words with the hint's example, and nothing is saved", async ({
  page,
}) => {
  const before = await readFile(siteFile(), "utf8");
  await openSite(page, site.title.en);
  await expect(page.getByText(phoneField.hint, { exact: true })).toBeVisible();
  await page.getByLabel("Site phone shown to families").fill("916-555-0199");
  // Whether the change is saved, written as it reads too.
  await expect(page.getByText("Unsaved Changes", { exact: true })).toHaveCSS(
    "text-transform",
    "none",
  );
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  const refusal = page.getByText(phoneField.refusal, { exact: true });
  await expect(refusal).toBeVisible();
  // Written as it reads, not in capitals, with the example the hint gives.
  await expect(refusal).toHaveCSS("text-transform", "none");
  expect(phoneField.refusal).toContain(phoneField.hint.replace(/^Like /, ""));
  expect(await readFile(siteFile(), "utf8")).toBe(before);
});

test("a site's new phone and a page's new title, saved in the editor, are in their files as the build reads them", async ({
  page,
}) => {
  await openSite(page, site.title.en);
  await page.getByLabel("Site phone shown to families").fill(newPhone);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible();
  await expect.poll(async () => readFile(siteFile(), "utf8")).toContain(`phone: ${newPhone}`);

  await page.goto("/admin/");
  await page.getByRole("link", { name: "Pages", exact: true }).click();
  await page.getByRole("link", { name: "Employment page" }).click();
  // Every page's file opens with its title, in English and in Spanish.
  await page.getByLabel("English", { exact: true }).first().fill(newTitle.en);
  await page.getByLabel("Spanish (Español)", { exact: true }).first().fill(newTitle.es);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible();
  await expect.poll(async () => readFile(employmentFile(), "utf8")).toContain(newTitle.es);

  const saved = parseContent(siteFile(), await readFile(siteFile(), "utf8"), siteSchema);
  expect(saved.phone).toBe(newPhone);
  // A page's file keeps its shape: only its own fields, as the build reads them.
  const pageFile = "content/employment.yaml";
  expect(
    parseContent(
      pageFile,
      await readFile(employmentFile(), "utf8"),
      contentSchemas().get(pageFile)!,
    ),
  ).toMatchObject({ page: { title: newTitle } });
});

// A day ten days from today in California, as the notice's file writes it and as a person types
// it into the date field (month, day, year).
const noticeDay = (() => {
  const today = new Date(`${pacificNow("YYYY-MM-DD")}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + 10);
  return today.toISOString().slice(0, 10);
})();
const typed = (day: string) => day.slice(5, 7) + day.slice(8, 10) + day.slice(0, 4);
const noticeFile = () => path.join(workspace, "content/notice.yaml");

test("a notice for a given day, typed on the keyboard, is refused in English only and saved for that day in both languages", async ({
  page,
}) => {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  // The collection's link, then its one entry's, once the list shows it beside the collection's.
  const notice = page.getByRole("link", { name: "Notice on every page" });
  await notice.first().click();
  await expect(notice).toHaveCount(2);
  await notice.last().click();
  await expect(page.getByText("UTC", { exact: true })).toHaveCount(0);

  await page.getByLabel("English").first().fill("All sites close at 3:00 PM for staff training.");
  for (const label of ["First day it shows", "Last day it shows"]) {
    await page.getByLabel(label).focus();
    await page.keyboard.type(typed(noticeDay));
    await expect(page.getByLabel(label)).toHaveValue(noticeDay);
  }
  const before = await readFile(noticeFile(), "utf8");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText(editorWords.en.spanishEmpty)).toBeVisible();
  expect(await readFile(noticeFile(), "utf8")).toBe(before);

  await page
    .getByLabel("Spanish (Español)")
    .first()
    .fill("Todos los sitios cierran a las 3:00 p. m. por la capacitación del personal.");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible();
  await expect
    .poll(async () => parse(await readFile(noticeFile(), "utf8")) as Record<string, unknown>)
    .toMatchObject({ start: noticeDay, end: noticeDay });
});
