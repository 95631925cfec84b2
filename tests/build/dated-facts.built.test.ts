import { describe, expect, it } from "vitest";
import { fill } from "../../content/localize";
import { novaPage } from "../../content/nova-page";
import { seasons } from "../../content/seasons";
import { mainOffice } from "../../content/sites";
import { addDays, pacificDay, type Day } from "../../i18n/days";
import { localizePath, locales, type Locale } from "../../i18n/locale";
import { builtPage } from "./built-site";

// The dated facts as the built pages carry them, against today's date (build and check under
// `faketime` to see another day: docs/testing.md). The build may be a day older than the check:
// a fact whose last day was yesterday may be on a page or not. Any other fact is there, with
// its last day for the page's script, until that day, and gone after it, the neutral line in
// its place; neither is in the search index.

const today = pacificDay();
const spaced = (words: string | null | undefined) => (words ?? "").replace(/\s+/g, " ").trim();

interface DatedOnPage {
  name: string;
  path: string;
  lastDay: Day;
  /** Words only the claim shows. */
  claim: (locale: Locale) => string[];
  /** The neutral line, as the page reads it. */
  instead: (locale: Locale) => string;
}

const withPhone = (line: string) => fill(line, { phone: mainOffice.phone });
const catalogSeason = seasons.nova.find((season) => season.name === novaPage.catalog.season)!;

// Registration follows the seasons instead, day by day (registration.built.test.ts).
const facts: DatedOnPage[] = [
  {
    name: "the Nova catalog",
    path: "/programs/nova",
    lastDay: catalogSeason.end,
    claim: (locale) => [novaPage.catalog.text[locale]],
    instead: (locale) => withPhone(novaPage.catalog.whenPast[locale]),
  },
];

/** The innermost element whose text is exactly these words. */
function elementWith(document: Document, words: string): Element | undefined {
  return [...document.querySelectorAll("main *")]
    .reverse()
    .find((element) => spaced(element.textContent) === spaced(words));
}

describe.each(facts)("$name", ({ path, lastDay, claim, instead }) => {
  it.each(locales)(
    "shows until its last day, then the neutral line in its place (%s)",
    (locale) => {
      const { document } = builtPage(localizePath(path, locale));
      const main = spaced(document.querySelector("main")?.textContent);
      const line = elementWith(document, instead(locale));
      expect(line, "the neutral line").toBeTruthy();
      expect(line!.closest("[data-pagefind-ignore]"), "kept out of the search index").toBeTruthy();
      if (lastDay < addDays(today, -1)) {
        for (const words of claim(locale)) expect(main).not.toContain(spaced(words));
        expect(line!.closest("[hidden]"), "the neutral line shows").toBeNull();
      } else if (lastDay >= today) {
        for (const words of claim(locale)) {
          const shown = elementWith(document, words);
          expect(shown?.closest("[data-until]")?.getAttribute("data-until"), words).toBe(lastDay);
        }
        expect(line!.closest("[data-from]")?.getAttribute("data-from")).toBe(addDays(lastDay, 1));
      }
    },
  );
});
