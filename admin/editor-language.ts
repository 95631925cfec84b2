// The language of the editor itself (its buttons, labels, hints, errors and the words around the
// previews): English or Spanish, as each staff member chooses with the switch in the editor's
// header (kept in this browser), or, until they choose, the language their browser prefers.
// The texts families read are edited in both languages whatever the editor's language.

import { forgetBackups, unsaved } from "./backups";

export type EditorLanguage = "en" | "es";

/** Where the choice is kept, in this browser. */
const LANGUAGE_KEY = "star-editor-language";

/** The choice made, or Spanish for a browser that prefers Spanish to English; else English. */
export function editorLanguageOf(
  chosen: string | null,
  preferred: readonly string[],
): EditorLanguage {
  if (chosen === "en" || chosen === "es") return chosen;
  const first = preferred
    .map((tag) => tag.toLowerCase().split("-")[0])
    .find((language) => ["en", "es"].includes(language ?? ""));
  return first === "es" ? "es" : "en";
}

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage refused (a private window's settings): the browser's language.
    return null;
  }
}

/** The editor's language in this browser now. */
export const editorLanguage: EditorLanguage =
  typeof window === "undefined" ? "en" : editorLanguageOf(stored(), navigator.languages);

/**
 * Keeps a language for the editor in this browser and opens the editor again in it. With nothing
 * unsaved on screen, Decap's copies of forms are forgotten first, so none comes back over a saved
 * entry (admin/backups.ts); with changes unsaved, the browser asks before leaving, as it does
 * for any reload, and the copy of them is offered back.
 */
export async function chooseLanguage(language: EditorLanguage) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Nowhere to keep it: the editor stays as it is.
    return;
  }
  if (!unsaved()) await forgetBackups();
  window.location.reload();
}
