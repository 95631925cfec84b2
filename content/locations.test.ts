import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { locales } from "../i18n/locale";
import { locationFacts, locationsPage } from "./locations";
import type { Text } from "./localize";
import { filledText } from "./page-text";
import { parseContent } from "./read";
import { mainOffice, schoolSites } from "./sites";

/** The cities of the school sites, each once, in the order the sites come. */
const cities = [...new Set(schoolSites.map((site) => site.city))];

/** content/locations.yaml as staff wrote it, placeholders and all. */
const written = parse(readFileSync("content/locations.yaml", "utf8")) as {
  intro: Text;
  page: { description: Text };
};

describe("the Locations page's texts", () => {
  it.each(locales)(
    "count the school sites and list their cities from the sites' files (%s)",
    (locale) => {
      const facts = locationFacts[locale];
      expect(facts.siteCount).toBe(schoolSites.length);
      expect(facts.officeCity).toBe(mainOffice.city);
      for (const [shown, template] of [
        [locationsPage.intro[locale], written.intro[locale]],
        [locationsPage.page.description[locale], written.page.description[locale]],
      ] as const) {
        for (const [name, value] of Object.entries(facts)) {
          if (template.includes(`{${name}}`)) expect(shown).toContain(String(value));
        }
        // Everything staff wrote around the placeholders stays as written.
        for (const words of template.split(/\{\w+\}/)) expect(shown).toContain(words);
        expect(shown).not.toMatch(/[{}]/);
      }
    },
  );

  it.each(locales)("name each city once, in the order of the sites (%s)", (locale) => {
    const list = locationFacts[locale].cities;
    const positions = cities.map((city) => list.indexOf(city));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const city of cities) expect(list.split(city)).toHaveLength(2);
    if (cities.length > 1) {
      const last = locale === "en" ? / and (.+)$/ : / [ye] (.+)$/;
      expect(last.exec(list)?.[1]).toBe(cities.at(-1));
    }
    // The site's English lists without a serial comma.
    if (locale === "en") expect(list).not.toContain(", and ");
  });

  it("names the file and the fact when an edit uses one the page cannot fill", () => {
    const file = "content/locations.yaml";
    const broken = [
      "intro:",
      '  en: "STAR runs on {siteCount} campuses around {towns}."',
      '  es: "STAR funciona en {siteCount} escuelas de {towns}."',
    ].join("\n");
    expect(() =>
      parseContent(file, broken, z.strictObject({ intro: filledText(locationFacts) })),
    ).toThrow(
      /content\/locations\.yaml:[\s\S]*intro\.en: \{towns\} is not a fact this text can show/,
    );
  });
});
