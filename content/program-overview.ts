import { fillText } from "./localize";
import { z } from "zod";
import { readContent } from "./read";
import { galaxy } from "./galaxy";
import { template, text } from "./schema";

const overviewPrograms = ["galaxy", "nova", "nsd", "summer"] as const;

const file = readContent(
  "content/program-overview.yaml",
  z.strictObject({
    lead: text().meta({ label: "Introduction under the page title", widget: "text" }),
    programs: z
      .array(
        z.strictObject({
          program: z.enum(overviewPrograms).meta({ label: "Program" }),
          what: text().meta({ label: "What it is", widget: "text" }),
          who: text().meta({ label: "Who it is for", widget: "text" }),
          /** Galaxy's season and closing time come from galaxy.yaml. */
          when: template("galaxySeason", "galaxyCloses").meta({
            label: "When it runs",
            hint: "{galaxySeason} and {galaxyCloses} show Galaxy's season and closing time from the Galaxy page.",
            widget: "text",
          }),
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
    helpPaying: text().meta({ label: "Paragraph about help paying for care", widget: "text" }),
  }),
);

/** The Programs page's introduction and its paragraph about help paying for care. */
export const programOverviewPage = {
  lead: file.lead,
  helpPaying: file.helpPaying,
};

/**
 * Who each program is for and when it runs. Where it runs is not written here: the page derives
 * it from the programs each site offers (content/sites/).
 */
export const programOverview = file.programs.map((entry) => ({
  ...entry,
  when: fillText(entry.when, { galaxySeason: galaxy.season, galaxyCloses: galaxy.closes }),
}));
