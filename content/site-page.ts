import { z } from "zod";
import type { Locale } from "../i18n/locale";
import { organisation } from "./organisation";
import { sentence } from "./page-text";
import { programById } from "./programs";
import { readContent } from "./read";
import { searchSummary, text } from "./schema";
import { siteWords } from "./site-words";
import type { SiteContent } from "./sites";

const heading = (label = "Heading") => text().meta({ label });

/**
 * The words of every school site's page, one template for all of them: the facts of each site
 * (its name, school, city and programs) fill the {placeholders} from the site's own file.
 */
export const sitePage = readContent(
  "content/site-page.yaml",
  z.strictObject({
    page: z
      .strictObject({
        title: sentence(
          { site: "the site's name, like Maidu/Excelsior" },
          {
            label: "Page title",
            hint: "The page's main heading, also its name in the browser tab and in search results.",
          },
        ),
        description: sentence(
          {
            name: "the organization's short name",
            school: "the school",
            city: "its city",
            programs: "the programs of the site",
          },
          searchSummary,
        ),
      })
      .meta({ label: "Page title and search summary", collapsed: false }),
    lead: sentence(
      { school: "the school the site is on" },
      { label: "Introduction under the page title", widget: "text" },
    ),
    contact: z
      .strictObject({
        heading: heading(),
        licencePending: text().meta({
          label: "Note while the license number is pending",
          hint: 'After "Facility license number: pending." on the page of a site whose license number is pending.',
          widget: "text",
        }),
        subsidy: z
          .strictObject({
            text: sentence(
              { link: "the link to the Subsidy Programs page" },
              { label: "Text", hint: "Shown at sites that accept subsidy programs." },
            ),
            link: text().meta({ label: "Text of the link to the Subsidy Programs page" }),
          })
          .meta({ label: "Help paying for care" }),
      })
      .meta({
        label: "Visiting or calling the site",
        hint: "The address, hours, phone and e-mail come from the site's own file.",
      }),
    programsHeading: heading("Heading over the programs of the site"),
  }),
);

export type SitePageFile = typeof sitePage;

/** A site page's words in one language (content/site-words.ts). */
export function sitePageWords(site: SiteContent, locale: Locale) {
  const programNames = Object.fromEntries(site.programs.map((id) => [id, programById(id).name]));
  return siteWords(sitePage, site, { name: organisation.name, programNames }, locale);
}
