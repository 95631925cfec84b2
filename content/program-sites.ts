import type { ProgramId, SiteLocation } from "./schema";
import { schoolSites } from "./sites";

/** The school sites that offer a program, in site order; the main office runs no program itself. */
export function sitesOffering(program: ProgramId): SiteLocation[] {
  return schoolSites.filter((site) => site.programs.includes(program));
}

const listFormat = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" });

/** "Greenhills, Oakhills, and Ridgeview": site names as a sentence would list them. */
export function siteNameList(sites: readonly SiteLocation[]): string {
  return listFormat.format(sites.map((site) => site.title));
}
