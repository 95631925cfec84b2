import { z } from "zod";
import { programsWithPlaces } from "./closures";
import { date, slug } from "./fields";
import { readFolder } from "./read";
import { programLabels } from "./schema";
import { sites } from "./sites";

export const placeStatuses = ["available", "few", "waitlist", "full"] as const;
export type PlaceStatus = (typeof placeStatuses)[number];

/** The statuses a family can still enrol in without waiting; the Locations filter shows these. */
export const hasPlaces = (status: PlaceStatus) => status === "available" || status === "few";

const placesSchema = z.strictObject({
  site: slug.meta({
    label: "Site",
    hint: "The site these places are at; it names the file, so it cannot change later.",
    widget: "relation",
    collection: "sites",
    value_field: "slug",
    search_fields: ["title.en", "slug"],
    display_fields: ["title.en"],
  }),
  programs: z
    .array(
      z.strictObject({
        program: z.enum(programsWithPlaces).meta({
          label: "Program",
          optionLabels: Object.fromEntries(programsWithPlaces.map((id) => [id, programLabels[id]])),
        }),
        status: z.enum(placeStatuses).meta({
          label: "Places",
          optionLabels: {
            available: "Places available",
            few: "Few places left",
            waitlist: "Waitlist",
            full: "Full",
          },
        }),
        checked: date.meta({
          label: "Last checked",
          hint: "The day you confirmed it. After the number of days set under Closures and places, pages show this date and ask families to call instead.",
          date_format: "YYYY-MM-DD",
          picker_utc: false,
          default: "{{now}}",
        }),
      }),
    )
    .meta({
      label: "Places by program",
      hint: "One line per program the site offers.",
      summary: "{{fields.program}}: {{fields.status}} ({{fields.checked}})",
      collapsed: false,
    }),
});

export interface SitePlaces {
  site: string;
  programs: {
    program: (typeof programsWithPlaces)[number];
    status: PlaceStatus;
    checked: string;
  }[];
}

function readPlaces(): SitePlaces[] {
  return readFolder("content/places", placesSchema).map(({ name, file, value }) => {
    if (value.site !== name) {
      throw new Error(`${file}: site: the site (${value.site}) must be the file's name (${name})`);
    }
    const site = sites.find((each) => each.slug === name);
    if (!site) throw new Error(`${file}: site: no site is called ${name}`);
    const seen = new Set<string>();
    for (const { program } of value.programs) {
      if (!site.programs.includes(program)) {
        throw new Error(`${file}: programs.${program}: ${name} does not offer ${program}`);
      }
      if (seen.has(program)) throw new Error(`${file}: programs.${program}: listed twice`);
      seen.add(program);
    }
    return { site: name, programs: value.programs };
  });
}

/**
 * Places per site and program, one file per site in content/places/ (named like the site's own
 * file), each with the day staff last checked it. A program without a line has no status shown.
 */
export const places = readPlaces();

export function placesAt(slug: string): SitePlaces["programs"] {
  return places.find((entry) => entry.site === slug)?.programs ?? [];
}
