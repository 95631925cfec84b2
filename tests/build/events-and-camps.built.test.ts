import { describe, expect, it } from "vitest";
import { formatCampDate } from "../../app/features/summer-preview/camp-date";
import { matchesSearch, toCampRows } from "../../app/features/summer-preview/camp-rows";
import { BUILT_ROWS } from "../../app/features/summer-preview/built-camps.server";
import { rowsToTable } from "../../app/lib/google/sheet-rows";
import { summerPreviews } from "../../content/summer-previews";
import { campTabs } from "../../emulator/sheets-data.mjs";
import { localizePath, locales, type Locale } from "../../i18n/locale";
import { m } from "../../i18n/paraglide/messages";
import { builtPage } from "./built-site";

// The demo build reads the emulator's sample calendar and sheet, as a production build reads
// Google: what families come for is in the page's HTML, readable before any script runs.

const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/** A message around any text, as a pattern: "Updated {when}." -> /Updated (.+)\./ */
function pattern(message: (inputs: { when: string }, options: { locale: Locale }) => string) {
  return (locale: Locale) => {
    const [before, after] = message({ when: "\u0000" }, { locale }).split("\u0000");
    const escape = (text = "") => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`${escape(before)}(.+?)${escape(after)}`);
  };
}

/** The camps of a sample tab as the preview lists them. */
function sampleCamps(preview: (typeof summerPreviews)[number]) {
  const values = (campTabs() as Record<string, string[][]>)[preview.tab] ?? [];
  return toCampRows(rowsToTable(values), preview.tab, {
    prefix: preview.weekPrefix,
    weekCount: preview.weekCount,
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A date cell as the page writes it: a long date, or words for one not set yet. */
const campDate = (text: string, locale: Locale) =>
  formatCampDate(text, locale) ?? m.camps_date_unknown({}, { locale });

describe.each(locales)("in %s, before any script runs", (locale) => {
  it("the calendar lists this month's events and closures by day and says when they were read", () => {
    const page = builtPage(localizePath("/calendar", locale));
    const agenda = page.document.querySelector('section[aria-labelledby="calendar-month"] ol');
    const days = [...(agenda?.querySelectorAll(":scope > li") ?? [])];
    expect(days.length).toBeGreaterThan(0);
    expect(agenda?.querySelectorAll("[data-from-google]").length).toBeGreaterThan(0);
    for (const day of days) {
      expect(textOf(day.querySelector("h3"))).not.toBe("");
      expect(day.querySelectorAll("[data-from-google], a[data-closure]").length).toBeGreaterThan(0);
    }
    expect(textOf(page.document.querySelector("#calendar-month"))).not.toBe("");
    expect(textOf(page.document.body)).toMatch(pattern(m.calendar_updated)(locale));
    expect(textOf(page.document.body)).not.toContain(m.calendar_loading({}, { locale }));
  });

  it("the calendar marks the events' words, as staff typed them in Google, in their language", () => {
    const { document } = builtPage(localizePath("/calendar", locale));
    const fromGoogle = [...document.querySelectorAll("[data-from-google]")];
    expect(fromGoogle.length).toBeGreaterThan(0);
    const unmarked = fromGoogle.filter(
      (element) => (element.closest("[lang]")?.getAttribute("lang") ?? "") !== "en",
    );
    expect(unmarked.map((element) => textOf(element))).toEqual([]);
  });

  it.each(summerPreviews.map((preview) => [preview.path, preview] as const))(
    "%s lists its camps with their dates, place and category as text, and says when they were read",
    (path, preview) => {
      const page = builtPage(localizePath(path, locale));
      const camps = sampleCamps(preview).slice(0, BUILT_ROWS);
      const rows = [...page.document.querySelectorAll("table tbody tr")];
      expect(rows.map((row) => [...row.children].slice(0, 5).map(textOf))).toEqual(
        camps.map((camp) => [
          camp.title.trim(),
          camp.location.trim(),
          camp.category.trim(),
          campDate(camp.startDate, locale),
          campDate(camp.endDate, locale),
        ]),
      );
      expect(textOf(page.document.body)).toMatch(pattern(m.camps_updated)(locale));
    },
  );

  it.each(summerPreviews.map((preview) => [preview.path, preview] as const))(
    "%s names each week by its days, says an open date in words, and shows no week code",
    (path, preview) => {
      const page = builtPage(localizePath(path, locale));
      const main = page.document.querySelector("main")!;
      const weeks = [...main.querySelectorAll("select option")].slice(1).map(textOf);
      expect(weeks).toHaveLength(preview.weekCount);
      // "Week 3 · June 23–27": the days of every week the sheet has camps for.
      const camps = sampleCamps(preview);
      weeks.forEach((label, index) => {
        const plain = m.camps_week({ number: index + 1 }, { locale });
        if (camps.some((camp) => camp.week === index + 1)) {
          expect(label).toMatch(new RegExp(`^${escapeRegExp(plain)} · \\D*\\d`));
        }
      });
      expect(textOf(main)).not.toMatch(/\bTBD\b/);
      expect(textOf(main)).not.toMatch(new RegExp(`\\b${preview.weekPrefix} ?\\d`, "i"));
    },
  );

  it.each(summerPreviews.map((preview) => [preview.path, preview] as const))(
    "%s suggests searches for words its sheet holds",
    (path, preview) => {
      const page = builtPage(localizePath(path, locale));
      const hint = page.document
        .querySelector("main input[type=search]")
        ?.getAttribute("aria-describedby");
      const examples = [
        ...(page.document.getElementById(hint ?? "")?.querySelectorAll("span") ?? []),
      ].map(textOf);
      const camps = sampleCamps(preview);
      expect(examples).toHaveLength(2);
      for (const example of examples) {
        expect(camps.some((camp) => matchesSearch(camp, example))).toBe(true);
      }
    },
  );
});

describe("on a Spanish preview", () => {
  it.each(summerPreviews.map((preview) => [preview.path] as const))(
    "%s marks what comes from the English sheet as English, and nothing else",
    (path) => {
      const page = builtPage(localizePath(path, "es"));
      const cells = [...page.document.querySelectorAll("main [data-from-google]")];
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.filter((cell) => cell.getAttribute("lang") !== "en")).toEqual([]);
      const dates = [...page.document.querySelectorAll("main table tbody td")].filter(
        (cell) =>
          !cell.hasAttribute("data-from-google") && !cell.querySelector("[data-from-google]"),
      );
      expect(dates.filter((cell) => cell.closest("[lang=en]"))).toEqual([]);
    },
  );
});
