import type { RegistrationKind, RegistrationState, SeasonProgram } from "~content/seasons";
import { withContractions } from "~i18n/contractions";
import { dayWithYear, daySpan } from "~i18n/day-names";
import { overlap, type Window } from "~i18n/days";
import { asHeading } from "~i18n/heading";
import { formatList } from "~i18n/list";
import type { Locale } from "~i18n/locale";
import { fillParts } from "~i18n/placeholders";
import type { PlaceView } from "~/features/closures/closure-view";

// Where a program's registration stands, in words, from its seasons: the pages
// (registration.server.ts) give it the content's words, and the editor's previews the same,
// bundled, so both say what families read.

const fill = (template: string, values: Record<string, string>) =>
  fillParts(template, values, String).join("");

/** The words every registration is said with, in one language (content/seasons.yaml). */
export interface RegistrationWords {
  heading: string;
  open: string;
  opens: string;
  notSet: string;
  closed: string;
  none: string;
  ask: string;
  askSite: string;
  runs: string;
}

/** Where a program's registration stands for some days, as a page says it. */
export interface RegistrationView {
  program: SeasonProgram;
  kind: RegistrationKind;
  /** The days it holds (closure-windows.ts): the page shows each on its own days. */
  window: Window;
  /** "Galaxy 2026-2027 registration is open"; for no season, the program's name. */
  heading: string;
  /** A line with {phone} for the page: whom to ask, or the neutral line of no season. */
  line: string | null;
  /** "Summer Camp 2027 dates: June 14 – August 13, 2027.", where the season's days are set. */
  runs: string | null;
  /** The season's name ("2027"), or the open ones' ("2026-2027 and 2027-2028"). */
  season: string | null;
  /** Where to register, while it is open. */
  href: string | null;
}

/** A program's name as these words place it: inside a sentence, with Spanish's article. */
export interface RegistrationProgram {
  id: SeasonProgram;
  name: string;
  inSentence: string;
  registerUrl: string | null;
}

/** Where a program's registration stands, in one language, for each of its states. */
export function describeRegistration(
  states: readonly RegistrationState[],
  program: RegistrationProgram,
  locale: Locale,
  words: RegistrationWords,
): RegistrationView[] {
  const said = (template: string, values: Record<string, string>) =>
    asHeading(withContractions(fill(template, values), locale), locale);
  return states.map(({ kind, seasons, window }) => {
    const season = seasons.length
      ? formatList(
          seasons.map((each) => each.name),
          locale,
        )
      : null;
    const values = { program: program.inSentence, season: season ?? "" };
    const withDays = seasons.find((each) => each.first && each.last);
    const runs = withDays
      ? said(words.runs, {
          ...values,
          season: withDays.name,
          days: daySpan(withDays.first!, withDays.last!, locale),
        })
      : null;
    const base = { program: program.id, kind, window, runs, season, href: null };
    switch (kind) {
      case "open":
        return {
          ...base,
          heading: said(words.open, values),
          line: null,
          href: program.registerUrl,
        };
      case "opens":
        return {
          ...base,
          heading: said(words.opens, { ...values, date: dayWithYear(seasons[0]!.opens!, locale) }),
          line: words.ask,
        };
      case "notSet":
        return { ...base, heading: said(words.notSet, values), line: words.ask };
      case "closed":
        return { ...base, heading: said(words.closed, values), line: words.askSite };
      case "none":
        return {
          ...base,
          heading: program.name,
          line: withContractions(fill(words.none, { program: program.inSentence }), locale),
        };
    }
  });
}

/**
 * A status of places only while the program's registration is open (`open`, from openWindow in
 * registration.server.ts): "Places available · Register" means nothing before or after. Null
 * when the status would show on none of those days.
 */
export function duringRegistration(place: PlaceView, open: Window | null): PlaceView | null {
  if (!open) return null;
  const current = place.current && overlap(place.current, open);
  const old = place.old && overlap(place.old, open);
  if (!current && !old) return null;
  return { ...place, current, old };
}
