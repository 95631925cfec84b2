import { addDays } from "../i18n/days";
import type { DatedFact } from "./dated";
import { novaCatalogFact } from "./nova-page";
import { placeStatus } from "./place-status";
import { places } from "./places";
import { programById } from "./programs";
import { sites } from "./sites";
import { seasonFacts } from "./seasons";
import { summerDetailsFact } from "./summer-2025";

/**
 * A status of places, which pages show as current up to its last day (the day it was checked
 * and the days a status stays current, as app/features/closures/closure-windows.ts's
 * placeWindows counts them) and then replace with the day it was checked and the site's phone.
 */
function placeFacts(): DatedFact[] {
  return places.flatMap(({ site, programs }) => {
    const title = sites.find((each) => each.slug === site)!.title.en;
    return programs.map(({ program, checked }, index) => ({
      name: `Places for ${programById(program).name.en} at ${title}`,
      file: `content/places/${site}.yaml`,
      fields: [`programs.${index}.checked`],
      lastDay: addDays(checked, placeStatus.staleAfterDays),
      afterwards: `the site's page and the Locations page show the day it was last checked and ask families to call, instead of the status`,
      warnDays: 0,
    }));
  });
}

/**
 * Every fact of the content that is true until a day: what the office's readiness report lists
 * when it has passed or soon will, and what the build's log says it left out. Closures and the
 * notice end on their days by design, and are not listed.
 */
export function datedFacts(): DatedFact[] {
  return [...seasonFacts(), novaCatalogFact, summerDetailsFact, ...placeFacts()];
}
