import type { Locale } from "../app/lib/i18n/locale";
import { intlLocales } from "../app/lib/i18n/locale";
import type { ProgramId } from "./program-ids";
import { schoolSites, type SiteContent } from "./sites";

/** The school sites that offer a program, in site order; the main office runs no program itself. */
export function sitesOffering(program: ProgramId): SiteContent[] {
  return schoolSites.filter((site) => site.programs.includes(program));
}

/** "Greenhills, Oakhills, and Ridgeview": site names as a sentence in the language would list them. */
export function siteNameList(names: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(intlLocales[locale], { style: "long", type: "conjunction" }).format(
    names,
  );
}
