/**
 * The locations a closure affects, by slug, in the order of `sites`: every location or those it
 * names, and, for a closure of some programs only, those that offer one of them. The content
 * (closures.ts) and the editor's preview of a closure being written (admin/previews.tsx) both
 * use it; it reads no file.
 */
export function affectedSites(
  closure: {
    allSites: boolean;
    sites?: readonly string[] | null;
    programs?: readonly string[] | null;
  },
  sites: readonly { slug: string; programs: readonly string[] }[],
): string[] {
  const programs = closure.programs ?? [];
  return sites
    .filter((site) => closure.allSites || (closure.sites ?? []).includes(site.slug))
    .filter((site) => programs.length === 0 || programs.some((id) => site.programs.includes(id)))
    .map((site) => site.slug);
}
