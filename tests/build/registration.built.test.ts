import { describe, expect, it } from "vitest";
import { programById } from "../../content/programs";
import {
  registrationStateOn,
  seasonPrograms,
  seasons,
  type SeasonProgram,
} from "../../content/seasons";
import { siteHref } from "../../content/site-format";
import { schoolSites } from "../../content/sites";
import { addDays, isShown, pacificDay, type Day } from "../../i18n/days";
import { localizePath, locales } from "../../i18n/locale";
import { builtPage, builtPages, problemsOf } from "./built-site";

// Every page that speaks of a program's registration says the same, on the day of this check,
// as the page's script shows it (each part's data-from and data-until): where the program's
// seasons say it stands, naming no season that has ended, with Register buttons and statuses of
// places only while it is open. Build and check under faketime to see another day
// (docs/testing.md).

const today = pacificDay();

/** Whether an element shows on `day`: every dated part around it shows then. */
function shownOn(element: Element, day: Day): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const from = node.getAttribute("data-from") ?? undefined;
    const until = node.getAttribute("data-until") ?? undefined;
    if ((from || until) && !isShown({ from, until }, day)) return false;
  }
  return true;
}

const stateOn = (program: SeasonProgram, day: Day) => registrationStateOn(seasons[program], day);
const ended = (program: SeasonProgram, day: Day) =>
  seasons[program].filter((season) => season.end < day).map((season) => season.name);
const isSeasonProgram = (id: string | null): id is SeasonProgram =>
  seasonPrograms.includes(id as SeasonProgram);

describe("registration on every page, in both languages", () => {
  const pages = builtPages();

  it("says where each program's registration stands as its seasons do, naming no season that has ended", () => {
    const problems = problemsOf(pages, ({ document }) =>
      [...document.querySelectorAll("[data-registration]")]
        .filter((element) => shownOn(element, today))
        .flatMap((element) => {
          const program = element.getAttribute("data-registration") as SeasonProgram;
          const kind = element.getAttribute("data-kind");
          const expected = stateOn(program, today).kind;
          const words = element.textContent ?? "";
          const past = ended(program, today).filter((name) =>
            new RegExp(`(^|\\D)${name}(\\D|$)`).test(words),
          );
          return [
            ...(kind === expected
              ? []
              : [`${program} says "${kind}" where its seasons say "${expected}"`]),
            ...past.map((name) => `${program} names ${name}, which has ended: "${words.trim()}"`),
            ...(element.closest("[data-pagefind-ignore]")
              ? []
              : [`${program}: in the search index`]),
          ];
        }),
    );
    expect(problems).toEqual([]);
  });

  it("speaks of registration on the pages families look for it", () => {
    const speaks = (path: string, program: SeasonProgram) =>
      locales.every((locale) =>
        [
          ...builtPage(localizePath(path, locale)).document.querySelectorAll(
            `[data-registration="${program}"]`,
          ),
        ].some((element) => shownOn(element, today)),
      );
    expect(speaks("/programs/galaxy", "galaxy")).toBe(true);
    expect(speaks("/programs/nova", "nova")).toBe(true);
    expect(speaks("/programs/nsd-camps", "nsd")).toBe(true);
    expect(speaks("/programs/summer-camp", "summer")).toBe(true);
    for (const program of seasonPrograms) expect(speaks("/programs", program), program).toBe(true);
  });

  it("offers each site's Register buttons and statuses of places only while the program's registration is open", () => {
    const sitePages = locales.flatMap((locale) =>
      [
        ...schoolSites.map((site) => localizePath(siteHref(site), locale)),
        localizePath("/locations", locale),
      ].map(builtPage),
    );
    const problems = problemsOf(sitePages, ({ document }) =>
      [...document.querySelectorAll("[data-program]")].flatMap((card) => {
        const program = card.getAttribute("data-program");
        if (!isSeasonProgram(program) || stateOn(program, today).kind === "open") return [];
        const register = [...card.querySelectorAll("a")].filter(
          (link) =>
            link.getAttribute("href") === programById(program).registerUrl && shownOn(link, today),
        );
        const statuses = [...card.querySelectorAll("[data-status]")].filter((status) =>
          shownOn(status, today),
        );
        return [
          ...(register.length
            ? [`${program}: a Register button while registration is not open`]
            : []),
          ...(statuses.length
            ? [`${program}: a status of places while registration is not open`]
            : []),
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it.each(locales)(
    "filters Locations by places only for programs whose registration is open (%s)",
    (locale) => {
      const { document } = builtPage(localizePath("/locations", locale));
      const offered = [...document.querySelectorAll('.places-filter input[name="program"]')]
        .map((input) => input.getAttribute("value"))
        .filter(isSeasonProgram);
      // The build may be a day older than this check.
      const open = (program: SeasonProgram) =>
        [today, addDays(today, -1)].some((day) => stateOn(program, day).kind === "open");
      expect(offered.filter((program) => !open(program))).toEqual([]);
    },
  );
});
