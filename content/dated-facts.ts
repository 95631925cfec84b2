import { addDays, pacificDay, type Day } from "../i18n/days";
import type { DatedFact } from "./dated";
import { novaCatalogFact } from "./nova-page";
import { placeStatus } from "./place-status";
import { places } from "./places";
import { programById } from "./programs";
import { sites } from "./sites";
import { registrationOpenOn, seasonFacts } from "./seasons";
import { summerDetailsFact } from "./summer-2025";

/** How many days ahead the report lists a status of places, which staff check every week or two. */
const PLACES_WARN_DAYS = 7;

/**
 * A status of places, which pages show as current up to its last day (the day it was checked
 * and the days a status stays current, as app/features/closures/closure-windows.ts's
 * placeWindows counts them) and then replace with the day it was checked and the site's phone.
 */
function placeFacts(today: Day): DatedFact[] {
  return places.flatMap(({ site, programs }) => {
    const { title } = sites.find((each) => each.slug === site)!;
    // A status shows only while its program's registration is open (content/seasons.ts).
    const shown = programs.filter(({ program }) => registrationOpenOn(program, today));
    return shown.map(({ program, status, checked }) => {
      const index = programs.findIndex((each) => each.program === program);
      const name = programById(program).name;
      return {
        name: {
          en: `Places for ${name.en} at ${title.en}`,
          es: `Cupo de ${name.es} en ${title.es}`,
        },
        file: `content/places/${site}.yaml`,
        fields: [`programs.${index}.checked`],
        lastDay: addDays(checked, placeStatus.staleAfterDays),
        afterwards: {
          en: "the site's page and the Locations page show the day it was last checked and ask families to call, instead of the status",
          es: "la página del sitio y la página de Sitios muestran el día de la última revisión y piden a las familias que llamen, en lugar del estado",
        },
        ask: {
          en: "the site director, who knows how many places are left today",
          es: "al director o la directora del sitio, que sabe cuántos lugares quedan hoy",
        },
        place: { site, program, status, checked },
        warnDays: PLACES_WARN_DAYS,
      };
    });
  });
}

/**
 * Every fact of the content that is true until a day: what the office's readiness report lists
 * when it has passed or soon will, and what the build's log says it left out, on `today` (a
 * status of places only while its program's registration is open, when pages show it). Closures
 * and the notice end on their days by design, and are not listed.
 */
export function datedFacts(today: Day = pacificDay()): DatedFact[] {
  return [...seasonFacts(), novaCatalogFact, summerDetailsFact, ...placeFacts(today)];
}
