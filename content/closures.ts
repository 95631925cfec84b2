import { z } from "zod";
import { minutesOf } from "../i18n/clock";
import { date, slug, time } from "./fields";
import type { Localized } from "./localize";
import { programIds, type ProgramId } from "./program-ids";
import { ContentError, folderFiles, parseFolder } from "./read";
import { affectedSites } from "./closure-sites";
import { failedChecks, type Check } from "./checks";
import type { PostedClosure } from "./closure-repeats";
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
    goesOn: optional(z.array(z.enum(programsWithPlaces))).meta({
      label: "Programs that still run",
      hint: "For a site closed except for some programs, like a holiday with a Non-School Day Camp. Leave empty when nothing runs, or when you chose only some programs above.",
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
      kind: "notRepeated",
      field: "first",
      message:
        "these days, sites and programs are already posted as {closure}: change that closure instead, or choose other days, sites or programs",
    },
    {
      kind: "notBoth",
      field: "goesOn",
      other: "programs",
      message:
        "a closure of some programs leaves the others running already; empty one of the two lists",
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
  /** The programs that still run at its sites, for a closure of the whole site. */
  goesOn: Exclude<ProgramId, "subsidy">[];
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

/** The check that a closure repeats none posted before it (content/closure-repeats.ts). */
const notRepeated = closureSchema
  .meta()!
  .checks!.filter((check): check is Check => "field" in check && check.kind === "notRepeated");

/**
 * Refuses a closure that repeats one posted before it, by the day each was announced (then by
 * file name), naming the first: the editor refuses the same before it saves (admin/checks.ts).
 */
function refuseRepeats(list: { file: string; closure: ClosureContent }[]) {
  const posted: PostedClosure[] = [];
  for (const { file, closure } of [...list].sort(
    (a, b) =>
      a.closure.announced.localeCompare(b.closure.announced) ||
      a.closure.id.localeCompare(b.closure.id),
  )) {
    const [failure] = failedChecks(closure, notRepeated, { posted, sites, self: closure.id });
    if (failure) throw new ContentError(file, [`${failure.field}: ${failure.message}`]);
    posted.push({ ...closure, reason: closure.reason.en });
  }
}

/** The closures of the folder's files, by path: what the build reads, and a test hands over. */
export function closuresOf(files: Record<string, string>): ClosureContent[] {
  const read = parseFolder("content/closures", files, closureSchema).map(
    ({ name, file, value }) => {
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
      const closure: ClosureContent = {
        id: name,
        first: value.first,
        last: value.last,
        kind: value.kind,
        time: value.time ?? null,
        sites: affected,
        allSites: value.allSites,
        programs,
        goesOn: value.goesOn ?? [],
        reason: value.reason,
        announced: value.announced,
      };
      return { file, closure };
    },
  );
  refuseRepeats(read);
  return read
    .map(({ closure }) => closure)
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
export const closures = closuresOf(folderFiles("content/closures"));
