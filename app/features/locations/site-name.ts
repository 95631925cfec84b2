import type { SiteLocation } from "~content/schema";

/** How the site list names a location: "Maidu/Excelsior STAR", or "Main Office". */
export function siteName(site: SiteLocation): string {
  return site.id === 0 ? site.title : `${site.title} STAR`;
}
