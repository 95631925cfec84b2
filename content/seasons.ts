import { z } from "zod";
import { addDays, type Day, type Window } from "../i18n/days";
import type { DatedFact } from "./dated";
import { seasonSpan } from "./checks";
import { date, matching } from "./fields";
import { withContractions } from "../i18n/contractions";
import { fill } from "./localize";
import { programById } from "./programs";
import { readContent } from "./read";
import { sentence } from "./page-text";
import { checked, optional, pairChecked, template, text } from "./schema";
import { mainOffice } from "./sites";

// A program's seasons: the school year (or the summer) families register for, when it runs and
// when its registration opens and closes. Every page that speaks of registration derives its words
// and buttons from them (app/features/registration/), day by day, so no page says registration is
// closed while another offers to register, and no season that has passed reads as coming.

export const seasonPrograms = ["galaxy", "nova", "nsd", "summer"] as const;
export type SeasonProgram = (typeof seasonPrograms)[number];

const day = date.meta({ date_format: "YYYY-MM-DD", picker_utc: false });

const schoolYear = /^(20\d\d)-(20\d\d)$/;
const summerYear = /^20\d\d$/;

function seasonSchema(program: SeasonProgram) {
  const summer = program === "summer";
  return checked(
    z.strictObject({
      name: matching(
        summer ? summerYear : schoolYear,
        summer ? "write the summer's year, like 2027" : "write the school year, like 2026-2027",
      ).meta({
        label: summer ? "Summer" : "School year",
        hint: summer
          ? "Like 2027. Pages write it after the program's name: Summer Camp 2027."
          : "Like 2026-2027. Pages write it after the program's name: Galaxy 2026-2027.",
      }),
      first: optional(day).meta({
        label: "First day",
        hint: "Leave empty until it is set; pages then give no dates.",
      }),
      last: optional(day).meta({
        label: "Last day",
        hint: summer
          ? "Leave empty until it is set. Until then the season ends, for the pages, on August 31."
          : "Leave empty until it is set. Until then the season ends, for the pages, on June 30.",
      }),
      registrationOpens: optional(day).meta({
        label: "Registration opens",
        hint: "The first day families can register. Leave empty until it is set: pages then say the dates will be posted.",
      }),
      registrationCloses: optional(day).meta({
        label: "Registration closes",
        hint: "The last day families can register. Leave empty when registration stays open until the season's last day.",
      }),
    }),
    [
      { kind: "needs", field: "last", when: "first", message: "give the last day too" },
      { kind: "needs", field: "first", when: "last", message: "give the first day too" },
      {
        kind: "after",
        field: "last",
        earlier: "first",
        message: "the last day comes before the first",
      },
      {
        kind: "inSeason",
        field: "first",
        season: "name",
        message: "this day is not in the season named above",
      },
      {
        kind: "inSeason",
        field: "last",
        season: "name",
        message: "this day is not in the season named above",
      },
      {
        kind: "needs",
        field: "registrationOpens",
        when: "registrationCloses",
        message: "give the day registration opens too",
      },
      {
        kind: "after",
        field: "registrationCloses",
        earlier: "registrationOpens",
        orSame: true,
        message: "registration closes before it opens",
      },
      {
        kind: "after",
        field: "last",
        earlier: "registrationOpens",
        message: "registration opens after the season's last day",
      },
    ],
  ).meta({ summary: "{{fields.name}}" });
}

function seasonList(program: SeasonProgram) {
  return z
    .array(seasonSchema(program))
    .superRefine((seasons, context) => {
      const problem = (index: number, field: string, message: string) =>
        context.addIssue({ code: "custom", path: [index, field], message });
      seasons.forEach((season, index) => {
        // A name in the wrong form is refused at its field already.
        if (!(program === "summer" ? summerYear : schoolYear).test(season.name)) return;
        if (program !== "summer") {
          const [, start, end] = schoolYear.exec(season.name) ?? [];
          if (start && Number(end) !== Number(start) + 1) {
            problem(index, "name", "a school year runs over two years in a row, like 2026-2027");
            return;
          }
        }
        const before = seasons[index - 1];
        if (before && before.name >= season.name) {
          problem(
            index,
            "name",
            `list the seasons in order, each once: ${before.name} comes first`,
          );
        }
      });
    })
    .min(1, "give at least one season: the pages say where registration stands from it")
    .meta({
      label: "Seasons",
      hint: "In order, the coming one last. Keep the last one until you add the next.",
      collapsed: false,
    });
}

const words = {
  program: "the program's name",
  season: "the season's name",
};

/** The season's name comes from its own field; words that wrote a year out would go stale. */
const noYear = {
  kind: "notWritten",
  pattern: "\\b20\\d\\d\\b",
  message: "write {season} for the season, not the year itself",
} as const;

/** Words of registration, with their placeholders, that name no year of their own. */
const seasonWords = (...names: string[]) => pairChecked(template(...names), [noYear]);

const file = readContent(
  "content/seasons.yaml",
  z.strictObject({
    galaxy: seasonList("galaxy").meta({ label: "Galaxy" }),
    nova: seasonList("nova").meta({ label: "Nova" }),
    nsd: seasonList("nsd").meta({ label: "Non-School Day Camps" }),
    summer: seasonList("summer").meta({ label: "Summer Camp" }),
    words: z
      .strictObject({
        heading: text().meta({ label: "Heading", hint: "Like: Registration" }),
        open: seasonWords("program", "season").meta({
          label: "While registration is open",
          hint: "Like: {program} {season} registration is open. Write {program} for the program's name and {season} for the season's.",
        }),
        opens: seasonWords("program", "season", "date").meta({
          label: "Before registration opens",
          hint: "Like: {program} {season} registration opens {date}. {date} is the day it opens.",
        }),
        notSet: seasonWords("program", "season").meta({
          label: "When the day registration opens is not set",
          hint: "Like: {program} {season}: registration dates will be posted here.",
        }),
        closed: seasonWords("program", "season").meta({
          label: "After registration has closed, while the season runs",
          hint: "Like: {program} {season} registration has closed.",
        }),
        none: sentence(
          { program: "the program's name", phone: "the main office's phone, as a link" },
          {
            label: "When no season is set",
            hint: "True in any month: it names no year or day.",
          },
        ),
        ask: sentence(
          { phone: "the main office's phone, as a link" },
          { label: "Line under a registration that is not open" },
        ),
        askSite: text().meta({
          label: "Line under a registration that has closed",
          hint: "Sends families to their site for a place during the season.",
        }),
        runs: sentence(
          { ...words, days: "the season's first and last days" },
          { label: "When a season runs", hint: "Like: {program} {season} dates: {days}." },
        ),
      })
      .meta({ label: "Words of registration", collapsed: true }),
  }),
);

export interface Season {
  program: SeasonProgram;
  name: string;
  first: Day | null;
  last: Day | null;
  /** The last day of the season, set or implied by its name. */
  end: Day;
  opens: Day | null;
  /** The last day registration is open: set, or the season's end. */
  closes: Day | null;
}

function seasonOf(program: SeasonProgram, entry: z.output<ReturnType<typeof seasonSchema>>) {
  const end = entry.last ?? seasonSpan(entry.name)!.to;
  return {
    program,
    name: entry.name,
    first: entry.first ?? null,
    last: entry.last ?? null,
    end,
    opens: entry.registrationOpens ?? null,
    closes: entry.registrationOpens ? (entry.registrationCloses ?? end) : null,
  } satisfies Season;
}

/** Each program's seasons, in order. */
export const seasons: Record<SeasonProgram, Season[]> = Object.fromEntries(
  seasonPrograms.map((program) => [program, file[program].map((each) => seasonOf(program, each))]),
) as Record<SeasonProgram, Season[]>;

/** The words every registration is said with. */
export const registrationWords = file.words;

/**
 * Where a program's registration stands on a day:
 * - open: registration is open for one season or more (two in spring, when next year's opens);
 * - opens: the next season opens on a known day;
 * - notSet: the next season is named but its registration day is not set;
 * - closed: registration for a season not yet over has closed, and no next season is named;
 * - none: no season is current or coming.
 */
export type RegistrationKind = "open" | "opens" | "notSet" | "closed" | "none";

export interface RegistrationState {
  kind: RegistrationKind;
  /** The seasons it speaks of: those open, or the one coming or running. */
  seasons: Season[];
  /** The days it holds, from the first it is carried on. */
  window: Window;
}

/** Where a program's registration stands on `today`, without its days. */
export function registrationStateOn(
  list: readonly Season[],
  today: Day,
): Omit<RegistrationState, "window"> {
  const open = list.filter(
    (season) => season.opens && season.opens <= today && today <= season.closes!,
  );
  if (open.length > 0) return { kind: "open", seasons: open };
  const coming = list.find(
    (season) => today <= season.end && !(season.opens && season.opens <= today),
  );
  if (coming) return { kind: coming.opens ? "opens" : "notSet", seasons: [coming] };
  const closed = list.find(
    (season) => season.opens && season.opens <= today && today <= season.end,
  );
  if (closed) return { kind: "closed", seasons: [closed] };
  return { kind: "none", seasons: [] };
}

/** Whether families can register for a program on `day`: the question the pages ask most. */
export function registrationOpenOn(program: string, day: Day): boolean {
  return (
    (seasonPrograms as readonly string[]).includes(program) &&
    registrationStateOn(seasons[program as SeasonProgram], day).kind === "open"
  );
}

const sameState = (a: Omit<RegistrationState, "window">, b: Omit<RegistrationState, "window">) =>
  a.kind === b.kind && a.seasons.map((s) => s.name).join() === b.seasons.map((s) => s.name).join();

/**
 * Where a program's registration stands from `today` on: each state with the days it holds,
 * the first from `today` (open at its start), the last open at its end. The days a state can
 * change on are the seasons' own: registration opening, the day after it closes, the day after
 * a season ends.
 */
export function registrationTimeline(list: readonly Season[], today: Day): RegistrationState[] {
  const changes = [
    ...new Set(
      list.flatMap((season) =>
        [season.opens, season.closes && addDays(season.closes, 1), addDays(season.end, 1)].filter(
          (each): each is Day => Boolean(each) && each! > today,
        ),
      ),
    ),
  ].sort();
  const states: RegistrationState[] = [{ ...registrationStateOn(list, today), window: {} }];
  for (const change of changes) {
    const state = registrationStateOn(list, change);
    const current = states.at(-1)!;
    if (sameState(current, state)) continue;
    current.window = { ...current.window, until: addDays(change, -1) };
    states.push({ ...state, window: { from: change } });
  }
  return states;
}

/**
 * Each program's seasons as the office's report and the build's log name them: the last season
 * set ends on a day, after which pages can only say to call the office.
 */
export function seasonFacts(): DatedFact[] {
  return seasonPrograms.map((program) => {
    const list = seasons[program];
    const last = list.at(-1)!;
    const { name, inSentence } = programById(program);
    const none = (locale: "en" | "es") =>
      withContractions(
        fill(registrationWords.none[locale], {
          program: inSentence[locale],
          phone: mainOffice.phone,
        }),
        locale,
      );
    return {
      name: {
        en: `${name.en}'s seasons (the last one set is ${last.name})`,
        es: withContractions(
          `Las temporadas de ${inSentence.es} (la última es ${last.name})`,
          "es",
        ),
      },
      file: "content/seasons.yaml",
      fields: [program],
      lastDay: last.end,
      afterwards: {
        en: `pages say “${none("en")}” where ${name.en}'s registration shows, until its next season is added`,
        es: `las páginas dicen “${none("es")}” donde se muestra la inscripción, hasta que se agregue la próxima temporada`,
      },
      ask: {
        en: `the director of ${name.en}, who sets when each season runs and when its registration opens and closes`,
        es: withContractions(
          `a la dirección de ${inSentence.es}, que decide cuándo se ofrece cada temporada y cuándo abre y cierra su inscripción`,
          "es",
        ),
      },
      warnDays: 30,
    };
  });
}
