import { laterThisYear, soon, type Window } from "../app/features/closures/closure-windows";
import { addDays, type Day } from "../app/features/closures/days";
import { dayInSentence } from "../i18n/day-names";
import { formatList } from "../i18n/list";
import type { EditorLanguage } from "./editor-language";

// The one line above a closure's preview that says where families will see it and from when,
// from the same windows of days the pages use (app/features/closures/closure-windows.ts): the
// Closures page and the events calendar until its last day, a site's page all school year (under
// "Later this school year", then under "In the next two weeks" from two weeks before), the cards
// on Locations during those two weeks, and the top of the home page and the site's page on its
// own days. Staff read it in the editor's language.

export interface ClosureWhere {
  first: Day;
  last: Day;
  allSites: boolean;
  /** The names of the locations it affects, in the editor's language; none before they are picked. */
  places: string[];
}

/** The names of the pages, and of the two groups of closures on a site's page, in one language. */
export interface PageNames {
  closuresPage: string;
  locationsPage: string;
  soon: string;
  later: string;
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
  pages: PageNames,
): string {
  const es = language === "es";
  if (closure.last < today) {
    return es
      ? "Este cierre ya pasó: ninguna página lo muestra."
      : "This closure is over: no page shows it.";
  }
  const everywhere = es
    ? `en la página de ${pages.closuresPage} y en el calendario de eventos desde ahora`
    : `on the ${pages.closuresPage} page and the events calendar now`;
  if (!closure.allSites && closure.places.length === 0) {
    return es
      ? `Las familias lo verán ${everywhere}, y en la página de cada sitio que elija abajo.`
      : `Families see it ${everywhere}, and on the page of each site you choose below.`;
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
  const under = (heading: string) => (es ? `en “${heading}”` : `under “${heading}”`);
  const locations = es
    ? `(también en la página de ${pages.locationsPage})`
    : `(on the ${pages.locationsPage} page too)`;
  // On a site's page: "Later this school year" until "In the next two weeks" takes it over.
  const onSitePages =
    nextTwoWeeks.from! <= today || later.from! > addDays(nextTwoWeeks.from!, -1)
      ? `${under(pages.soon)} ${locations} ${from(nextTwoWeeks, today, language)}`
      : es
        ? `${under(pages.later)} ${from(later, today, language)} y ${under(pages.soon)} ${locations} ${from(nextTwoWeeks, today, language)}`
        : `${under(pages.later)} ${from(later, today, language)}, and ${under(pages.soon)} ${locations} ${from(nextTwoWeeks, today, language)}`;
  const oneDay = closure.first === closure.last;
  return es
    ? `Las familias lo verán ${everywhere}; en ${sitePages}, ${onSitePages}; y, ${oneDay ? "ese día" : "esos días"}, arriba de la página de inicio y de ${several ? "esas páginas" : "esa página"}.`
    : `Families see it ${everywhere}; on ${sitePages} ${onSitePages}; and at the top of the home page and ${several ? "those pages" : "that page"} on ${oneDay ? "its day" : "its days"}.`;
}
