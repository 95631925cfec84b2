import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { locales } from "../i18n/locale";
import { monthDay, weeksBetween } from "../app/features/summer-2025/summer-dates";
import { localize, type Text } from "./localize";
import { summerPreviews } from "./summer-previews";

/** The file as staff wrote it, placeholders and all. */
const written = parse(readFileSync("content/summer-previews.yaml", "utf8")) as {
  pageTitle: Text;
  browserTitle: Text;
  previews: { description: Text }[];
};

const yearOf = (preview: (typeof summerPreviews)[number]) => preview.firstDay.slice(0, 4);

describe("summer camp previews", () => {
  it("are the three pages of the route table, each with camps of its own (tab and week codes) and no more weeks than its days span", () => {
    expect(summerPreviews.map(({ path }) => path)).toEqual(
      expect.arrayContaining(["/summer-preview-eu", "/summer-preview-wp", "/summer-preview-rafos"]),
    );
    expect(summerPreviews).toHaveLength(3);
    const sources = summerPreviews.map(({ tab, weekPrefix }) => `${tab} ${weekPrefix}`);
    expect(new Set(sources).size).toBe(3);
    for (const preview of summerPreviews) {
      expect(preview.weekCount).toBeLessThanOrEqual(
        weeksBetween(preview.firstDay, preview.lastDay),
      );
    }
  });

  it.each(locales)(
    "give each page its title with the year of its camp days and its label (%s)",
    (locale) => {
      for (const preview of summerPreviews) {
        const { browserTitle, pageTitle, lead } = localize(preview, locale);
        const uses = (template: Text, name: string) => template[locale].includes(`{${name}}`);
        if (uses(written.browserTitle, "year")) expect(browserTitle).toContain(yearOf(preview));
        if (uses(written.browserTitle, "label")) expect(browserTitle).toContain(preview.label);
        if (uses(written.pageTitle, "year")) expect(pageTitle).toContain(yearOf(preview));
        expect(`${browserTitle} ${pageTitle} ${lead}`).not.toMatch(/[{}]/);
      }
    },
  );

  it.each(locales)("write the first and last camp days into the descriptions (%s)", (locale) => {
    summerPreviews.forEach((preview, index) => {
      const description = preview.description[locale];
      const template = written.previews[index]!.description[locale];
      if (template.includes("{firstDay}")) {
        expect(description).toContain(monthDay(preview.firstDay, locale));
      }
      if (template.includes("{lastDay}")) {
        expect(description).toContain(monthDay(preview.lastDay, locale));
      }
      if (template.includes("{year}")) expect(description).toContain(yearOf(preview));
      expect(description).not.toMatch(/\{(year|firstDay|lastDay|label)\}/);
    });
  });

  it("carry a note in both languages where they carry one", () => {
    for (const preview of summerPreviews) {
      if (preview.note !== null) expect(preview.note.es).not.toBe(preview.note.en);
    }
  });
});
