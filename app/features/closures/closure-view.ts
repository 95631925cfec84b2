import type { ClosureContent } from "~content/closures";
import { programIds, type ProgramId } from "~content/program-ids";
import type { PlaceStatus } from "~content/places";
import { siteName } from "~content/site-format";
import { timeOfDay } from "~i18n/clock";
import { withContractions } from "~i18n/contractions";
import { dayInSentence } from "~i18n/day-names";
import { asHeading, inSentence } from "~i18n/heading";
import { formatList } from "~i18n/list";
import type { Locale } from "~i18n/locale";
import { fillParts } from "~i18n/placeholders";
import { inEffect, placeWindows, type Window } from "./closure-windows";
import { dayRange, monthDay, type Day } from "./days";

// A closure in words, from what the words and names are rather than from the content files:
// the pages (closure-views.server.ts) give it the content's, and the editor's preview
// (admin/previews.tsx) the same, bundled, with the closure as staff are typing it.

/** A template's {placeholders} filled (content/localize.ts's `fill`, without the content). */
const fill = (template: string, values: Record<string, string>) =>
  fillParts(template, values, String).join("");

/** One closure as a page shows it, in one language, with the days it is shown on. */
export interface ClosureView {
  id: string;
  kind: ClosureContent["kind"];
  first: Day;
  last: Day;
  /** "Closed", "Closes early, at 3:00 PM". */
  what: string;
  /** "All sites and the main office", or the sites by name. */
  where: string;
  /** "Nova only", for a closure of some programs. */
  programs: string | null;
  reason: string;
  /** Its days: "Thursday, November 26 – Friday, November 27". */
  days: string;
  /** For a closure of several days: "Through Friday, November 27". */
  through: string | null;
  /** When the page shows it (closure-windows.ts). */
  window: Window;
  /** The days it is in effect, for its "today" mark. */
  inEffect: Window;
}

/** The words every closure is said with, in one language (content/closures-page.yaml). */
export interface ClosureWords {
  kinds: Record<ClosureContent["kind"], string>;
  allSites: string;
  onlyPrograms: string;
  exceptPrograms: string;
  through: string;
}

/** The names a closure's sites and programs are given, in one language. */
export interface ClosureNames {
  /** Every location, in the content's order. */
  sites: { slug: string; id: number; title: string }[];
  programs: Partial<Record<ProgramId, string>>;
  /** Each program as a sentence names it: "los Campamentos de días sin clases". */
  programsInSentence: Partial<Record<ProgramId, string>>;
}

/** How a closure's words start: a line of their own, or inside a sentence or parentheses. */
export type Placed = "line" | "sentence";

const placed = (words: string, locale: Locale, where: Placed) =>
  where === "line" ? words : inSentence(words, locale);

/** What a closure does: "Closes early, at 3:00 PM". */
export function whatHappens(
  closure: Pick<ClosureContent, "kind" | "time">,
  locale: Locale,
  words: ClosureWords,
): string {
  const text = words.kinds[closure.kind];
  return closure.time ? fill(text, { time: timeOfDay(closure.time, locale) }) : text;
}

/** Where a closure is: every site, or the sites it names. */
export function whereItIs(
  closure: Pick<ClosureContent, "allSites" | "sites">,
  locale: Locale,
  words: ClosureWords,
  names: ClosureNames,
  where: Placed = "line",
): string {
  if (closure.allSites) return placed(words.allSites, locale, where);
  const named = names.sites
    .filter((site) => closure.sites.includes(site.slug))
    .map((site) => siteName({ id: site.id, title: site.title }));
  return formatList(named, locale);
}

/**
 * Which programs a closure stops: "Nova only", "Solo para los Campamentos de días sin clases",
 * for a closure of some programs; "Except Non-School Day Camps, open as usual", for a site closed
 * but for some programs; null when everything at its sites stops.
 */
export function whichPrograms(
  closure: Pick<ClosureContent, "programs"> & { goesOn?: ClosureContent["goesOn"] },
  locale: Locale,
  words: ClosureWords,
  names: ClosureNames,
  where: Placed = "line",
): string | null {
  const goesOn = closure.goesOn ?? [];
  const [list, template] =
    closure.programs.length > 0
      ? [closure.programs, words.onlyPrograms]
      : [goesOn, words.exceptPrograms];
  if (list.length === 0) return null;
  const named = list.map((id) => names.programsInSentence[id] ?? id);
  // Spanish joins "a el" and "de el" where a name lands in a sentence.
  return withContractions(
    fill(placed(template, locale, where), { programs: formatList(named, locale) }),
    locale,
  );
}

/** A closure as a page shows it, in one language, shown in `window`. */
export function describeClosure(
  closure: ClosureContent,
  locale: Locale,
  window: Window,
  words: ClosureWords,
  names: ClosureNames,
): ClosureView {
  return {
    id: closure.id,
    kind: closure.kind,
    first: closure.first,
    last: closure.last,
    what: whatHappens(closure, locale, words),
    where: whereItIs(closure, locale, words, names),
    programs: whichPrograms(closure, locale, words, names),
    reason: closure.reason[locale],
    days: asHeading(dayRange(closure.first, closure.last, locale), locale),
    through:
      closure.first === closure.last
        ? null
        : fill(words.through, { day: dayInSentence(closure.last, locale) }),
    window,
    inEffect: inEffect(closure),
  };
}

/** A program's places at a site, in words, with the days its status is current. */
export interface PlaceView {
  program: ProgramId;
  programName: string;
  status: PlaceStatus;
  /** Whether a family can still enrol without waiting: places, or a few. */
  open: boolean;
  /** "Places available". */
  label: string;
  /** What the status means and what to do next, with {phone} for the page. */
  meaning: string;
  /** The words of a button that calls the site, for a status registering cannot answer. */
  call: string | null;
  /** "Updated November 23". */
  checked: string;
  /** The sentence shown once the status is old, with {date} and {phone} for the page. */
  stale: string;
  /** The day it was checked, as the sentence names it: "November 23". */
  date: string;
  /** The days the status is current, and those it is old on; null where it shows on none. */
  current: Window | null;
  old: Window | null;
}

/** What places are said with, in one language, and how long a status is current. */
export interface PlaceFacts {
  words: {
    statuses: Record<PlaceStatus, { name: string; meaning: string; call?: string | null }>;
    checked: string;
    stale: string;
  };
  staleAfterDays: number;
  programs: Partial<Record<ProgramId, string>>;
  /** Whether a family can still enrol without waiting (content/places.ts). */
  open: (status: PlaceStatus) => boolean;
}

/** The places of each program at a site, in words, in program order. */
export function describePlaces(
  places: readonly { program: ProgramId; status: PlaceStatus; checked: Day }[],
  locale: Locale,
  { words, staleAfterDays, programs, open }: PlaceFacts,
): PlaceView[] {
  return places
    .map(({ program, status, checked }) => {
      const windows = placeWindows(checked, staleAfterDays);
      const date = monthDay(checked, locale);
      const said = words.statuses[status];
      return {
        program,
        programName: programs[program] ?? program,
        status,
        open: open(status),
        label: said.name,
        meaning: said.meaning,
        call: said.call ?? null,
        checked: fill(words.checked, { date }),
        stale: words.stale,
        date,
        current: windows.current,
        old: windows.stale,
      };
    })
    .sort((a, b) => programIds.indexOf(a.program) - programIds.indexOf(b.program));
}
