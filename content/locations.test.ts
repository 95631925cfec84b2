import { describe, expect, it } from "vitest";
import { z } from "zod";
import { locales } from "../app/lib/i18n/locale";
import { locationsIntro, locationsPage, siteCities } from "./locations";
import { parseContent } from "./read";
import { template } from "./schema";
import { mainOffice, schoolSites } from "./sites";

/** The cities of the school sites, each once, in the order the sites come. */
const cities = [...new Set(schoolSites.map((site) => site.city))];

describe("the Locations page's introduction", () => {
  it.each(locales)(
    "counts the school sites and lists their cities from the sites' files (%s)",
    (locale) => {
      const intro = locationsIntro(locale);
      const written = locationsPage.intro[locale];
      const facts: Record<string, string> = {
        siteCount: String(schoolSites.length),
        cities: siteCities(locale),
        officeCity: mainOffice.city,
      };
      for (const [name, value] of Object.entries(facts)) {
        if (written.includes(`{${name}}`)) expect(intro).toContain(value);
      }
      // Everything staff wrote around the placeholders stays as written.
      for (const words of written.split(/\{\w+\}/)) expect(intro).toContain(words);
      expect(intro).not.toMatch(/[{}]/);
    },
  );

  it.each(locales)("names each city once, in the order of the sites (%s)", (locale) => {
    const list = siteCities(locale);
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
      parseContent(
        file,
        broken,
        z.strictObject({ intro: template("siteCount", "cities", "officeCity") }),
      ),
    ).toThrow(
      /content\/locations\.yaml:[\s\S]*intro\.en: \{towns\} is not a fact this text can show/,
    );
  });
});
