import { chooseLanguage, type EditorLanguage } from "./editor-language";
import type { EditorWords } from "./editor-words";
import { guideHref } from "./guide-page";

// What Decap's screens lack and staff need at hand: in the header, Help (the staff guide, in a
// new tab, so a form being filled stays as it is) and the switch to the editor's other
// language; under each collection's one-line description, a link to its section of the guide.
// Decap offers no place for either, so they are put into its screens as it draws them, and put
// back whenever it draws them again.

type Guides = Record<string, { description: string; guide: string }>;

const MARK = "data-editor-chrome";

/** A link of the header, looking like Decap's own (its class, without the "current" one). */
function headerItem(list: Element, build: (item: HTMLLIElement) => void) {
  const item = document.createElement("li");
  item.setAttribute(MARK, "");
  build(item);
  const own = list.querySelector("a");
  const look = own?.className.replace("header-link-active", "").trim();
  for (const control of item.querySelectorAll("a, button")) if (look) control.className = look;
  list.append(item);
}

function addHeaderLinks(words: EditorWords) {
  const list = document.querySelector("header nav ul");
  if (!list || list.querySelector(`[${MARK}]`)) return;
  headerItem(list, (item) => {
    const help = document.createElement("a");
    help.href = guideHref();
    help.target = "_blank";
    help.rel = "noopener";
    help.textContent = words.help;
    help.setAttribute("aria-label", words.helpName);
    item.append(help);
  });
  headerItem(list, (item) => {
    const other = words.otherLanguage;
    const button = document.createElement("button");
    button.type = "button";
    button.lang = other.language;
    button.textContent = other.name;
    button.addEventListener("click", () => chooseLanguage(other.language as EditorLanguage));
    item.append(button);
  });
}

/** The collection a list's address names: "#/collections/closures" is "closures". */
const listed = () => /^#\/collections\/([^/]+)\/?$/.exec(window.location.hash)?.[1];

function addGuideLink(words: EditorWords, guides: Guides) {
  const name = listed();
  const collection = name && guides[name];
  if (!collection) return;
  const description = [...document.querySelectorAll("main p, p")].find(
    (paragraph) => paragraph.textContent === collection.description,
  );
  const next = description?.nextElementSibling;
  if (!description || next?.hasAttribute(MARK)) return;
  const line = document.createElement("p");
  line.setAttribute(MARK, "");
  line.className = description.className;
  const link = document.createElement("a");
  link.href = guideHref(collection.guide);
  link.target = "_blank";
  link.rel = "noopener";
  link.textContent = words.guideLink;
  line.append(link);
  description.after(line);
}

/** Keeps Help, the language switch and each collection's link to the guide on screen. */
export function addEditorChrome(words: EditorWords, guides: Guides) {
  const apply = () => {
    addHeaderLinks(words);
    addGuideLink(words, guides);
  };
  new MutationObserver(apply).observe(document.body, { childList: true, subtree: true });
  window.addEventListener("hashchange", apply);
}
