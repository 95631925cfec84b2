import type { ProgramId } from "./program-ids";
import { schoolSites, type SiteContent } from "./sites";

/** The school sites that offer a program, in site order; the main office runs no program itself. */
export function sitesOffering(program: ProgramId): SiteContent[] {
  return schoolSites.filter((site) => site.programs.includes(program));
}
