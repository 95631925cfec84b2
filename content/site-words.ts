import { withContractions } from "../i18n/contractions";
import { formatList } from "../i18n/list";
import type { Locale } from "../i18n/locale";
import { fill, localize, type Text } from "./localize";
import type { SitePageFile } from "./site-page";
import type { SiteContent } from "./sites";

// A school site's page words from the shared template and the site's own file, with no file read
// here: the build (content/site-page.ts) and the editor's preview of unsaved changes
// (admin/previews.tsx) fill them the same way.

/** What the template names besides the site's own facts. */
export type SiteWordsFacts = { name: string; programNames: Record<string, Text> };

type SiteFacts = Pick<SiteContent, "title" | "school" | "city" | "programs">;

/**
 * A site page's words in one language, its title, summary and introduction filled with the
 * site's facts. Spanish joins "a el" and "de el" where a name lands.
 */
export function siteWords(
  template: SitePageFile,
  site: SiteFacts,
  facts: SiteWordsFacts,
  locale: Locale,
) {
  const words = localize(template, locale);
  const place = localize(site, locale);
  const filled = (sentence: string, values: Record<string, string>) =>
    withContractions(fill(sentence, values), locale);
  const programs = site.programs.flatMap((id) => facts.programNames[id]?.[locale] ?? []);
  return {
    ...words,
    page: {
      title: filled(words.page.title, { site: place.title }),
      description: filled(words.page.description, {
        name: facts.name,
        school: place.school,
        city: place.city,
        programs: formatList(programs, locale),
      }),
    },
    lead: filled(words.lead, { school: place.school }),
  };
}

export type SiteWords = ReturnType<typeof siteWords>;
