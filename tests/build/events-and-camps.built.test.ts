import { describe, expect, it } from "vitest";
import { formatCampDate } from "../../app/features/summer-preview/camp-date";
import { toCampRows } from "../../app/features/summer-preview/camp-rows";
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
          formatCampDate(camp.startDate, locale),
          formatCampDate(camp.endDate, locale),
        ]),
      );
      expect(textOf(page.document.body)).toMatch(pattern(m.camps_updated)(locale));
    },
  );
});
