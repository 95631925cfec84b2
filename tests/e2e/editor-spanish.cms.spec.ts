import { expect, test, type Page } from "@playwright/test";
import { decapWords } from "../../admin/decap-words";
import { editorDictionary } from "../../admin/spanish";
import { editorWords } from "../../admin/editor-words";
import { closures } from "../../content/closures";
import { schoolSites } from "../../content/sites";
import { addDays } from "../../i18n/days";
import { editorSpanishRules } from "../build/spanish-rules";
import { decapEnglish, leaves } from "../decap-english";
import { startBackend, useBackend, type Backend } from "./cms-backend";

// The editor in Spanish, on the screens an office manager reaches in the drill's tasks: the
// sign-in page, the lists, a new closure refused at Publish, the places at a site, a site, the
// search, the menus that open, and the questions the editor asks. None of Decap's English
// phrases remains, none of its questions speaks as tú, and nothing says "Unsaved changes"
// before anything is typed.

let backend: Backend;
test.beforeAll(async () => {
  backend = await startBackend();
});
test.afterAll(async () => {
  await backend?.stop();
});

const spanish = (english: string) => editorDictionary.words[english]!;
const es = decapWords.es;
const tu = editorSpanishRules.find(({ rule }) => rule.startsWith("tú"))!.pattern;

/** A pattern for a phrase of Decap's, what it fills in (%{label}) matching any words. */
function phrasePattern(phrase: string): RegExp {
  const escaped = phrase
    .trim()
    .split(/%\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`(?<![\\p{L}])${escaped.join(".+?")}(?![\\p{L}])`, "u");
}

/** What the editor's own document says now: its text, and the names and tips of its controls. */
async function said(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ["title", "aria-label", "placeholder", "alt"];
    const named = [...document.querySelectorAll("*")].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name)).filter((value) => value),
    ) as string[];
    return [...document.body.innerText.split("\n"), ...named]
      .map((line) => line.trim())
      .filter(Boolean);
  });
}

test("with Español chosen, the screens of the office's tasks show none of Decap's English, and its questions speak as usted", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const english = leaves(await decapEnglish())
    .map(([key, phrase]) => ({ key, phrase, pattern: phrasePattern(phrase) }))
    // What reads the same in both languages: a name, a number, what Decap fills in alone.
    .filter(({ phrase }) => !/^(%\{\w+\}|Markdown|Error|MMMM D)$/.test(phrase.trim()));
  const lines = new Set<string>();
  const look = async () => {
    for (const line of await said(page)) lines.add(line);
  };
  const questions: string[] = [];
  // Each question is answered No, until the test chooses to leave.
  let leaving = false;
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void (leaving ? dialog.accept() : dialog.dismiss());
  });

  await useBackend(page);
  await page.goto("/admin/");
  // The sign-in page offers Spanish, and Help.
  await page.getByRole("button", { name: "Español" }).click();
  await expect(page.getByRole("heading", { name: editorWords.es.signInHeading })).toBeVisible();
  await expect(page.getByRole("link", { name: editorWords.es.helpName })).toBeVisible();
  await look();
  await page.getByRole("button", { name: es.auth.login }).click();

  // The closures' list, the menu of new entries and the search's list of collections.
  await page
    .getByRole("link", { name: spanish("Closures"), exact: true })
    .first()
    .click();
  await expect(page.getByText(closures[0]!.reason.es, { exact: false }).first()).toBeVisible();
  await look();
  await page.getByRole("button", { name: es.app.header.quickAdd, exact: true }).click();
  await look();
  await page.keyboard.press("Escape");
  await page.getByPlaceholder(es.collection.sidebar.searchAll).fill("galaxy");
  await look();
  await page.getByPlaceholder(es.collection.sidebar.searchAll).press("Enter");
  await expect(page.getByRole("link", { name: new RegExp(spanish("Galaxy page")) })).toBeVisible();
  await look();

  // A new closure: nothing unsaved until something is typed; refused at Publish, and left.
  await page
    .getByRole("link", { name: spanish("Closures"), exact: true })
    .first()
    .click();
  await page.getByRole("link", { name: `Agregar ${spanish("Closure").toLowerCase()}` }).click();
  await expect(page.getByLabel(spanish("First day"), { exact: true })).toBeVisible();
  await expect(page.getByText(es.editor.editorToolbar.unsavedChanges)).toHaveCount(0);
  await look();
  await page.getByLabel(spanish("Spanish (Español)"), { exact: true }).first().fill("Prueba");
  await expect(page.getByText(es.editor.editorToolbar.unsavedChanges)).toBeVisible();
  await page.getByRole("button", { name: es.editor.editorToolbar.publish }).click();
  await look();
  await page.getByText(es.editor.editorToolbar.publishNow).click();
  await expect(page.getByText(/Hay que corregir algo en el formulario/)).toBeVisible();
  await look();
  // Back to the list, from the toolbar, with a change not saved: the editor asks first.
  await page.locator('[class*="ToolbarContainer"] a').first().click();
  await expect.poll(() => questions.length).toBeGreaterThan(0);
  leaving = true;
  await page.locator('[class*="ToolbarContainer"] a').first().click();

  // The places at a site: a list, its buttons to add and to fold.
  await page.getByRole("link", { name: spanish("Places at each site"), exact: true }).click();
  await page.getByRole("link", { name: new RegExp(schoolSites[0]!.title.en) }).click();
  await expect(page.getByLabel(spanish("Site"), { exact: true })).toBeVisible();
  await look();

  // A site, and the menu of the account.
  await page.goto("/admin/#/collections/sites");
  await page.getByRole("link", { name: new RegExp(schoolSites[0]!.title.en) }).click();
  await expect(page.getByLabel(spanish("Site phone shown to families"))).toBeVisible();
  await look();
  await page.getByRole("button", { name: es.ui.settingsDropdown.account }).click();
  await look();

  // Besides Decap's own phrases, those of the parts it draws with other libraries.
  const parts = [
    { key: "react-select", phrase: "Remove …", pattern: /^Remove / },
    { key: "react-toastify", phrase: "close", pattern: /^close$/ },
    { key: "react-toastify", phrase: "notification timer", pattern: /^notification timer$/ },
  ];
  const found = [...lines].flatMap((line) =>
    [...english, ...parts]
      .filter(({ pattern }) => pattern.test(line))
      .map(({ key, phrase }) => `"${line}" shows ${key} ("${phrase}")`),
  );
  expect(found).toEqual([]);
  expect([...lines, ...questions].filter((line) => tu.test(line))).toEqual([]);
  expect(
    questions.filter((question) => english.some(({ pattern }) => pattern.test(question))),
  ).toEqual([]);
});

/** Decap's copies of forms kept in this browser (localforage's database), by key. */
function backups(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const database: IDBDatabase = await new Promise((resolve, reject) => {
      const request = indexedDB.open("localforage");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const store = database.transaction("keyvaluepairs").objectStore("keyvaluepairs");
    const all = (request: IDBRequest) =>
      new Promise<unknown[]>((resolve) => (request.onsuccess = () => resolve(request.result)));
    const [keys, values] = await Promise.all([all(store.getAllKeys()), all(store.getAll())]);
    database.close();
    return Object.fromEntries(
      keys
        .map((key, index) => [String(key), values[index]])
        .filter(([key]) => /^backup\./.test(key as string)),
    );
  });
}

/** Puts copies of forms back into this browser's database, as Decap writes them. */
function keep(page: Page, copies: Record<string, unknown>) {
  return page.evaluate(async (copies) => {
    const database: IDBDatabase = await new Promise((resolve) => {
      const request = indexedDB.open("localforage");
      request.onsuccess = () => resolve(request.result);
    });
    const transaction = database.transaction("keyvaluepairs", "readwrite");
    for (const [key, value] of Object.entries(copies)) {
      transaction.objectStore("keyvaluepairs").put(value, key);
    }
    await new Promise((resolve) => (transaction.oncomplete = resolve));
    database.close();
  }, copies);
}

test("a switch of language after a save opens the entry as saved, and offers back no half-typed copy", async ({
  page,
}) => {
  const questions: string[] = [];
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  const closure = closures.find((each) => each.first !== each.last)!;
  await useBackend(page);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`/admin/#/collections/closures/entries/${closure.id}`);
  const last = page.getByLabel("Last day", { exact: true });
  await expect(last).toHaveValue(closure.last);

  // A day earlier, its year half typed, as the browser's date field hands it over key by key:
  // Decap keeps a copy of the form meanwhile.
  const day = addDays(closure.last, -1);
  await last.focus();
  await page.keyboard.type(`${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 3)}`);
  await expect.poll(async () => Object.keys(await backups(page))).not.toEqual([]);
  const halfTyped = await backups(page);
  await page.keyboard.type(day.slice(3, 4));
  await expect(last).toHaveValue(day);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  // The copy comes back after the save, as a save racing Decap's own copying left it.
  await keep(page, halfTyped);

  await page.getByRole("button", { name: "Español" }).click();
  await expect(page.getByLabel(spanish("Last day"), { exact: true })).toHaveValue(day);
  expect(await backups(page)).toEqual({});
  expect(questions).toEqual([]);
});
