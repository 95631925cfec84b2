import { chooseLanguage, type EditorLanguage } from "./editor-language";
import type { EditorWords } from "./editor-words";
import { guideHref } from "./guide-page";

// What Decap's screens lack and staff need at hand: in the header of every screen, Help (the
// staff guide, in a new tab, so a form being filled stays as it is) and the switch to the
// editor's other language; under each collection's one-line description, a link to its section
// of the guide. Decap offers no place for either, so they are put into its screens as it draws
// them, and put back whenever it draws them again.

type Guides = Record<string, { description: string; guide: string }>;

const MARK = "data-editor-chrome";

/**
 * Help and the language switch, before the site's address at the right of the header, on every
 * screen (the lists' header and an entry's toolbar both have that corner), looking like it.
 */
function addHeaderLinks(words: EditorWords) {
  const corner = document.querySelector('[class*="SettingsWrapper"]');
  if (!corner || corner.querySelector(`[${MARK}]`)) return;
  const look = corner.querySelector('[class*="AppHeaderSiteLink"]')?.className ?? "";
  const help = document.createElement("a");
  help.href = guideHref();
  help.target = "_blank";
  help.rel = "noopener";
  help.textContent = words.help;
  help.setAttribute("aria-label", words.helpName);
  const other = words.otherLanguage;
  const language = document.createElement("button");
  language.type = "button";
  language.lang = other.language;
  language.textContent = other.name;
  language.addEventListener("click", () => chooseLanguage(other.language as EditorLanguage));
  for (const control of [help, language]) {
    control.className = look;
    control.setAttribute(MARK, "");
  }
  corner.prepend(help, language);
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
