import { laterThisYear, soon, type Window } from "../app/features/closures/closure-windows";
import { addDays, type Day } from "../app/features/closures/days";
import { dayInSentence } from "../i18n/day-names";
import { formatList } from "../i18n/list";
import type { EditorLanguage } from "./editor-language";

// The one line above a closure's preview that says where families will see it and from when,
// from the same windows of days the pages use (app/features/closures/closure-windows.ts): the
// Closures page until its last day, a site's page all school year (among the next two weeks
// from two weeks before), the cards on Locations during those two weeks, and the top of the
// home page and the site's page on its own days. Staff read it in the editor's language.

export interface ClosureWhere {
  first: Day;
  last: Day;
  allSites: boolean;
  /** The names of the locations it affects, in the editor's language; none before they are picked. */
  places: string[];
}

/** "now", or "from Friday, December 4": the first day of a window, seen from `today`. */
function from(window: Window, today: Day, language: EditorLanguage): string {
  if (!window.from || window.from <= today) return language === "es" ? "desde ahora" : "now";
  return language === "es"
    ? `desde el ${dayInSentence(window.from, language)}`
    : `from ${dayInSentence(window.from, language)}`;
}

/** The line for a closure, seen from `today`. */
export function closureNote(
  closure: ClosureWhere,
  today: Day,
  language: EditorLanguage,
  pages: { closuresPage: string; locationsPage: string },
): string {
  const es = language === "es";
  if (closure.last < today) {
    return es
      ? "Este cierre ya pasó: ninguna página lo muestra."
      : "This closure is over: no page shows it.";
  }
  const nextTwoWeeks = soon(closure);
  const later = laterThisYear(closure);
  const several = closure.allSites || closure.places.length !== 1;
  const sitePages = closure.allSites
    ? es
      ? "la página de cada sitio"
      : "every site's page"
    : closure.places.length === 1
      ? es
        ? `la página de ${closure.places[0]}`
        : `${closure.places[0]}'s page`
      : es
        ? `las páginas de ${formatList(closure.places, language)}`
        : `the pages of ${formatList(closure.places, language)}`;
  if (!closure.allSites && closure.places.length === 0) {
    return es
      ? `Las familias lo ven en la página de ${pages.closuresPage} desde ahora, y en la página de cada sitio que elija abajo.`
      : `Families see it on the ${pages.closuresPage} page now, and on the page of each site you choose below.`;
  }
  // On a site's page: "later this school year" until the next two weeks take it over.
  const onSitePages =
    nextTwoWeeks.from! <= today || later.from! > addDays(nextTwoWeeks.from!, -1)
      ? from(nextTwoWeeks, today, language)
      : es
        ? `${from(later, today, language)}, y entre las próximas dos semanas (también en la página de ${pages.locationsPage}) ${from(nextTwoWeeks, today, language)}`
        : `${from(later, today, language)}, and among the next two weeks (on the ${pages.locationsPage} page too) ${from(nextTwoWeeks, today, language)}`;
  const days = closure.first === closure.last;
  return es
    ? `Las familias lo ven en la página de ${pages.closuresPage} ${from({}, today, language)}; en ${sitePages} ${onSitePages}; y arriba de la página de inicio y de ${several ? "esas páginas" : "esa página"} ${days ? "ese día" : "esos días"}.`
    : `Families see it on the ${pages.closuresPage} page now; on ${sitePages} ${onSitePages}; and at the top of the home page and ${several ? "those pages" : "that page"} on ${days ? "its day" : "its days"}.`;
}
