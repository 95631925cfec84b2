import {
  programById,
  registrationTimeline,
  registrationWords,
  seasonPrograms,
  seasons,
  type SeasonProgram,
} from "~/content.server";
import type { Day, Window } from "~i18n/days";
import type { Locale } from "~i18n/locale";
import { carried } from "~/features/closures/closure-windows";
import {
  describeRegistration,
  type RegistrationView,
  type RegistrationWords,
} from "./registration-view";

/** The words of registration in one language. */
export function wordsIn(locale: Locale): RegistrationWords {
  const words = registrationWords;
  return Object.fromEntries(
    Object.entries(words).map(([key, text]) => [key, text[locale]]),
  ) as unknown as RegistrationWords;
}

/**
 * Where a program's registration stands on the pages built on `today`: each state the page
 * carries, from today to as late as a build may be (closure-windows.ts), with its days.
 */
export function registrationViews(
  program: SeasonProgram,
  locale: Locale,
  today: Day,
): RegistrationView[] {
  const states = registrationTimeline(seasons[program], today).filter((state) =>
    carried(state.window, today),
  );
  const { name, inSentence, registerUrl } = programById(program);
  return describeRegistration(
    states,
    { id: program, name: name[locale], inSentence: inSentence[locale], registerUrl },
    locale,
    wordsIn(locale),
  );
}

/**
 * The days a program's registration is open among those a page built on `today` carries: a
 * status of places and a Register button mean something only then. Null when it is not open
 * on any of them.
 */
export function openWindow(program: SeasonProgram, today: Day): Window | null {
  const timeline = registrationTimeline(seasons[program], today);
  const first = timeline.findIndex(
    (state) => state.kind === "open" && carried(state.window, today),
  );
  if (first < 0) return null;
  // Open for one season, then for two (next year's opens in spring), then for the next: one stretch.
  let last = first;
  while (timeline[last + 1]?.kind === "open") last++;
  return { ...timeline[first]!.window, until: timeline[last]!.window.until };
}

/** Where registration stands for each program of a list that has seasons: a site's programs. */
export function registrationOf(
  programs: readonly string[],
  locale: Locale,
  today: Day,
): Partial<Record<SeasonProgram, RegistrationView[]>> {
  return Object.fromEntries(
    seasonPrograms
      .filter((program) => programs.includes(program))
      .map((program) => [program, registrationViews(program, locale, today)]),
  );
}
