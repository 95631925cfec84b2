import { z } from "zod";
import { galaxy } from "./galaxy";
import { fillText } from "./localize";
import { perLocale } from "./organisation-facts";
import { filledText, pageMeta, sentence } from "./page-text";
import { programById } from "./programs";
import { readContent } from "./read";
import { text } from "./schema";
import { summerCamp } from "./summer-camp";

const overviewPrograms = ["galaxy", "nova", "nsd", "summer"] as const;

/** Facts of the program pages that the descriptions of the programs may show. */
const programFacts = perLocale((locale) => ({
  galaxySeason: galaxy.season[locale],
  galaxyCloses: galaxy.closes[locale],
  campCount: summerCamp.campCount[locale],
  grades: summerCamp.grades[locale],
}));

const programFactsHint =
  "Write {galaxySeason} and {galaxyCloses} for Galaxy's season and closing time (Galaxy page), {campCount} and {grades} for Summer Camp's number of camps and grades (Summer Camp page). Registration and each season's dates are added by the page, from Seasons and registration.";

const aboutProgram = (label: string) =>
  filledText(programFacts).meta({ label, hint: programFactsHint, widget: "text" });

const file = readContent(
  "content/program-overview.yaml",
  z.strictObject({
    page: pageMeta(),
    lead: text().meta({ label: "Introduction under the page title", widget: "text" }),
    programs: z
      .array(
        z.strictObject({
          program: z.enum(overviewPrograms).meta({ label: "Program" }),
          what: aboutProgram("What it is"),
          who: aboutProgram("Who it is for"),
          when: aboutProgram("When it runs"),
        }),
      )
      .length(overviewPrograms.length, "describe each of the four programs once")
      .refine(
        (list) => overviewPrograms.every((id) => list.some((entry) => entry.program === id)),
        "describe each program (galaxy, nova, nsd, summer) once",
      )
      .meta({
        label: "The four programs",
        hint: "Where each program runs is not written here: the page lists the sites that offer it (Sites and main office).",
        allow_add: false,
        allow_remove: false,
        summary: "{{fields.program}}",
      }),
    whereAll: sentence(
      { count: "the number of school sites" },
      { label: "Where a program runs, when every school site offers it" },
    ),
    whereSome: sentence(
      { count: "the number of sites that offer it", sites: "their names" },
      { label: "Where a program runs, when some sites offer it" },
    ),
    moreAbout: sentence(
      { program: "the program's name inside a sentence" },
      { label: "Text of the button to each program's page" },
    ),
    helpPaying: z
      .strictObject({
        heading: text().meta({ label: "Heading" }),
        text: text().meta({ label: "Text", widget: "text" }),
        subsidyButton: text().meta({ label: "Text of the button to the Subsidy Programs page" }),
        pricingButton: text().meta({ label: "Text of the button to the Galaxy Pricing page" }),
      })
      .meta({ label: "Help paying for care" }),
    findSite: z
      .strictObject({
        text: sentence(
          { link: "the link to the Locations page" },
          { label: "Sentence at the end of the page", widget: "text" },
        ),
        link: text().meta({ label: "Text of the link to the Locations page" }),
      })
      .meta({ label: "Finding your child's site" }),
  }),
);

/** The Programs page's own words: its title, introduction and the texts around the programs. */
export const programOverviewPage = {
  page: file.page,
  lead: file.lead,
  whereAll: file.whereAll,
  whereSome: file.whereSome,
  helpPaying: file.helpPaying,
  findSite: file.findSite,
};

/**
 * What each program is, who it is for and when it runs, with the button to its page. Where it
 * runs is not written here: the page derives it from the programs each site offers
 * (content/sites/).
 */
export const programOverview = file.programs.map((entry) => ({
  ...entry,
  moreAbout: fillText(file.moreAbout, { program: programById(entry.program).inSentence }),
}));
