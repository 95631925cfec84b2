import { chooseLanguage, type EditorLanguage } from "./editor-language";
import type { EditorWords } from "./editor-words";
import { guideHref } from "./guide-page";
import { readinessHref } from "./readiness-page";

// What Decap's screens lack and staff need at hand: in the header of every screen, and on the
// sign-in page before it, Help (the staff guide, in a new tab, so a form being filled stays as
// it is) and the switch to the editor's other language; under each collection's one-line
// description, a link to its section of the guide. Decap offers no place for either, so they are
// put into its screens as it draws them, and put back whenever it draws them again.

type Guides = Record<string, { description: string; guide: string }>;

const MARK = "data-editor-chrome";

/** A link that opens a page of the editor's own in a new tab, so a form being filled stays. */
function pageLink(href: string, text: string, name?: string): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = href;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  link.textContent = text;
  if (name) link.setAttribute("aria-label", name);
  return link;
}

/** What to update, Help and the switch to the editor's other language, as links of a header. */
function helpAndLanguage(words: EditorWords, look: string): HTMLElement[] {
  const readiness = pageLink(readinessHref(), words.readiness, words.readinessName);
  const help = pageLink(guideHref(), words.help, words.helpName);
  const other = words.otherLanguage;
  const language = document.createElement("button");
  language.type = "button";
  language.lang = other.language;
  language.textContent = other.name;
  language.addEventListener("click", () => void chooseLanguage(other.language as EditorLanguage));
  for (const control of [readiness, help, language]) {
    control.className = look;
    control.setAttribute(MARK, "");
  }
  return [readiness, help, language];
}

/**
 * Help and the language switch, before the site's address at the right of the header, on every
 * screen (the lists' header and an entry's toolbar both have that corner), looking like it.
 */
function addHeaderLinks(words: EditorWords) {
  const corner = document.querySelector('[class*="SettingsWrapper"]');
  if (!corner || corner.querySelector(`[${MARK}]`)) return;
  const look = corner.querySelector('[class*="AppHeaderSiteLink"]')?.className ?? "";
  corner.prepend(...helpAndLanguage(words, look));
}

/**
 * The sign-in page, which has no header: the editor's name as its heading, and Help and the
 * language switch at its top right.
 */
function addSignInLinks(words: EditorWords) {
  const page = document.querySelector('section[class*="AuthenticationPage"]');
  if (!page || page.querySelector(`[${MARK}]`)) return;
  const heading = document.createElement("h1");
  heading.textContent = words.signInHeading;
  heading.setAttribute(MARK, "");
  const links = document.createElement("nav");
  links.setAttribute("aria-label", words.signInLinks);
  links.setAttribute(MARK, "sign-in");
  links.append(...helpAndLanguage(words, ""));
  page.prepend(links);
  const logo = page.querySelector("img");
  // Decap names the mark "Logo".
  logo?.setAttribute("alt", words.logo);
  (logo ?? page.querySelector("svg"))?.after(heading);
}

/**
 * The parts Decap draws with other libraries name their buttons in English whatever the
 * language: a notice's close button and timer (react-toastify), the × that removes a choice
 * (react-select). They are named in the editor's language, and a menu's list is left out of
 * what a screen reader reads as its structure (react-aria-menubutton's).
 */
function nameParts(words: EditorWords) {
  for (const [selector, name] of [
    ['.Toastify__close-button[aria-label="close"]', words.parts.close],
    ['[role="progressbar"][aria-label="notification timer"]', words.parts.timer],
  ] as const) {
    for (const each of document.querySelectorAll(selector)) each.setAttribute("aria-label", name);
  }
  // The preview's frame is named from the moment Decap draws it, before any page is in it.
  document.querySelector("#preview-pane:not([title])")?.setAttribute("title", words.frameTitle);
  // A menu's items sit in a list that is not one to a screen reader (Publish, Quick add).
  for (const list of document.querySelectorAll('[role="menu"] > ul:not([role])')) {
    list.setAttribute("role", "none");
  }
  // The bar of each item of a list: its fold, its handle to drag it and its ×, named.
  for (const bar of document.querySelectorAll('[class*="ListItemTopBar"]')) {
    const buttons = bar.querySelectorAll(":scope > button:not([aria-label])");
    if (buttons.length === 2) {
      buttons[0]!.setAttribute("aria-label", words.parts.foldItem);
      buttons[1]!.setAttribute("aria-label", words.parts.removeItem);
    }
    bar
      .querySelector(':scope > [aria-roledescription="sortable"]:not([aria-label])')
      ?.setAttribute("aria-label", words.parts.moveItem);
  }
  const remove = "Remove ";
  for (const each of document.querySelectorAll(`[aria-label^="${remove}"]`)) {
    const what = each.getAttribute("aria-label")!.slice(remove.length);
    each.setAttribute("aria-label", words.parts.remove(what));
  }
}

/** The collection a list's address names: "#/collections/closures" is "closures". */
const listed = () => /^#\/collections\/([^/]+)\/?$/.exec(window.location.hash)?.[1];

function addGuideLink(words: EditorWords, guides: Guides) {
  const name = listed();
  const collection = name && guides[name];
  if (!collection) return;
  const description = [...document.querySelectorAll("p")].find(
    (paragraph) => paragraph.textContent === collection.description,
  );
  if (!description) return;
  // Moving to another collection, Decap keeps the same paragraph and changes only its words, so
  // the link already after it is pointed at the new collection's section.
  const next = description.nextElementSibling;
  const href = guideHref(collection.guide);
  if (next?.hasAttribute(MARK)) {
    const link = next.querySelector("a");
    if (link && link.getAttribute("href") !== href) link.href = href;
    return;
  }
  const line = document.createElement("p");
  line.setAttribute(MARK, "");
  line.className = description.className;
  const link = document.createElement("a");
  link.href = href;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  link.textContent = words.guideLink;
  line.append(link);
  description.after(line);
}

/** Keeps Help, the language switch and each collection's link to the guide on screen. */
export function addEditorChrome(words: EditorWords, guides: Guides) {
  const apply = () => {
    addSignInLinks(words);
    addHeaderLinks(words);
    nameParts(words);
    addGuideLink(words, guides);
  };
  new MutationObserver(apply).observe(document.body, { childList: true, subtree: true });
  window.addEventListener("hashchange", apply);
}
