import { z } from "zod";
import { minutesOf } from "../i18n/clock";
import { date, slug, time } from "./fields";
import type { Localized } from "./localize";
import { programIds, type ProgramId } from "./program-ids";
import { ContentError, readFolder } from "./read";
import { affectedSites } from "./closure-sites";
import { checked, optional, programLabels, text } from "./schema";
import { sites } from "./sites";

/** A day as the editor's date picker writes it, in the office's own clock (no "UTC" beside it). */
const day = date.meta({ date_format: "YYYY-MM-DD", picker_utc: false });

/** The programs a site can be short of places in or closed for; subsidies are not a program of their own. */
export const programsWithPlaces = programIds.filter((id) => id !== "subsidy") as Exclude<
  ProgramId,
  "subsidy"
>[];

export const closureKinds = ["closed", "opensLate", "closesEarly"] as const;
export type ClosureKind = (typeof closureKinds)[number];

export const closureSchema = checked(
  z.strictObject({
    first: day.meta({ label: "First day" }),
    last: day.meta({
      label: "Last day",
      hint: "The same as the first day for a closure of one day. After this day the closure leaves the pages by itself.",
    }),
    kind: z.enum(closureKinds).meta({
      label: "What happens",
      optionLabels: {
        closed: "Closed all day",
        opensLate: "Opens late",
        closesEarly: "Closes early",
      },
    }),
    time: optional(time).meta({
      label: "Time it opens or closes",
      hint: "Only for opens late or closes early: the time families may come, or must pick up by.",
    }),
    allSites: z.boolean().meta({
      label: "Every site and the main office",
      hint: "Turn it on for every site; leave it off to choose the sites below.",
    }),
    sites: optional(z.array(slug)).meta({
      label: "Only these sites",
      hint: "When it is not every site: pick each site it affects.",
      widget: "relation",
      collection: "sites",
      value_field: "slug",
      search_fields: ["title.en", "slug"],
      display_fields: ["title.en"],
    }),
    programs: optional(z.array(z.enum(programsWithPlaces))).meta({
      label: "Only these programs",
      hint: "Leave empty when the whole site is affected.",
      optionLabels: Object.fromEntries(programsWithPlaces.map((id) => [id, programLabels[id]])),
    }),
    reason: text().meta({
      label: "Reason, as families read it",
      hint: "Short, like: Thanksgiving, or: Staff training. It follows what happens on every page and in the calendars.",
    }),
    announced: day.meta({
      label: "Announced on",
      hint: "The day families were told; the news feed dates the closure with it. The editor fills in today.",
      default: "{{now}}",
    }),
  }),
  [
    {
      kind: "after",
      field: "last",
      earlier: "first",
      orSame: true,
      message: "the last day comes before the first",
    },
    {
      kind: "emptyWhen",
      field: "time",
      when: "kind",
      value: "closed",
      message: "a site closed all day has no time; empty it, or choose opens late",
    },
    {
      kind: "needsUnless",
      field: "time",
      when: "kind",
      value: "closed",
      message: "say when the site opens or closes that day",
    },
    {
      kind: "emptyWhen",
      field: "sites",
      when: "allSites",
      value: true,
      message: "choose every site or some sites, not both",
    },
    {
      kind: "needsUnless",
      field: "sites",
      when: "allSites",
      value: true,
      message: "choose the sites it affects, or turn on every site",
    },
  ],
).superRefine((closure, context) => {
  const problem = (path: string, message: string) =>
    context.addIssue({ code: "custom", path: [path], message });
  for (const name of closure.sites ?? []) {
    if (!sites.some((site) => site.slug === name)) {
      problem("sites", `no site is called ${name}`);
    }
  }
});

export type ClosureFile = z.output<typeof closureSchema>;

/** A closure as pages use it: its file's name is its lasting identity (the calendars' UID). */
export interface ClosureContent {
  id: string;
  first: string;
  last: string;
  kind: ClosureKind;
  time: string | null;
  /** Every location it affects, by slug: the main office is one where the closure names it. */
  sites: string[];
  allSites: boolean;
  programs: Exclude<ProgramId, "subsidy">[];
  reason: { en: string; es: string };
  announced: string;
}

export type Closure = Localized<ClosureContent>;

/**
 * A closure file's name, which the calendars keep as the closure's lasting identity: its first
 * day and a few words, as the editor names it ("2026-12-21-winter-break", in the characters of
 * its ASCII file names: admin/config.ts).
 */
export const closureFileName = /^\d{4}-\d{2}-\d{2}(-[a-z0-9_~]+)+$/;

function readClosures(): ClosureContent[] {
  return readFolder("content/closures", closureSchema)
    .map(({ name, file, value }) => {
      if (!closureFileName.test(name)) {
        throw new ContentError(file, [
          "the file's name must be the closure's first day and a few words, in lowercase letters, digits and dashes, like 2026-12-21-winter-break.yaml",
        ]);
      }
      const programs = value.programs ?? [];
      const affected = affectedSites(value, sites);
      if (affected.length === 0) {
        throw new Error(`${file}: programs: none of its sites offers ${programs.join(" or ")}`);
      }
      return {
        id: name,
        first: value.first,
        last: value.last,
        kind: value.kind,
        time: value.time ?? null,
        sites: affected,
        allSites: value.allSites,
        programs,
        reason: value.reason,
        announced: value.announced,
      };
    })
    .sort(
      (a, b) =>
        a.first.localeCompare(b.first) ||
        minutesOf(a.time ?? "00:00") - minutesOf(b.time ?? "00:00") ||
        a.id.localeCompare(b.id),
    );
}

/**
 * Every closure staff have entered, one file each in content/closures/, by first day. Past
 * ones stay in their files until staff delete them; pages leave them out by date
 * (app/features/closures/).
 */
export const closures = readClosures();
