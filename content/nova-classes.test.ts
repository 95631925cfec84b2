import { describe, expect, it } from "vitest";
import { externalLinks } from "./links";
import { localize } from "./localize";
import { novaCategories, novaSites } from "./nova-classes";
import { novaPage } from "./nova-page";

const english = localize(novaCategories, "en");
const spanish = localize(novaCategories, "es");

describe("Nova classes", () => {
  it("has the four categories of the spec, in order, in both languages", () => {
    expect(english.map((category) => category.title)).toEqual([
      "How Nova Works",
      "Science, Technology, Arts & Engineering",
      "Visual & Performing Arts",
      "Classes For Older Students",
    ]);
    expect(spanish.map((category) => category.title)).toEqual([
      "Cómo funciona Nova",
      "Ciencias, tecnología, artes e ingeniería",
      "Artes visuales y escénicas",
      "Clases para estudiantes mayores",
    ]);
  });

  it.each([...english, ...spanish])(
    "$title lists at least 6 entries with unique titles",
    (category) => {
      expect(category.classes.length).toBeGreaterThanOrEqual(6);
      const titles = category.classes.map((novaClass) => novaClass.title);
      expect(new Set(titles).size).toBe(titles.length);
    },
  );

  it("names exactly the four sites that offer Nova, from the site list", () => {
    expect(novaSites.map((site) => site.title.en)).toEqual([
      "Maidu/Excelsior",
      "Greenhills",
      "Oakhills",
      "Ridgeview",
    ]);
  });

  it.each([
    ["session length", "4 to 10 weeks", "4 a 10 semanas"],
    ["ideal session length", "ideally 6", "idealmente de 6"],
    ["cancellation notice", "two weeks' written notice", "por escrito con dos semanas"],
    ["site count", "Offered at 4 sites", "Se ofrece en 4 sitios"],
    [
      "sites",
      "Maidu/Excelsior, Greenhills, Oakhills and Ridgeview",
      "Maidu/Excelsior, Greenhills, Oakhills y Ridgeview",
    ],
    ["pick-up rule", "shows ID at pick-up", "muestra una identificación"],
  ])("How Nova Works states the %s in both languages", (_fact, en, es) => {
    const explainers = (categories: typeof english) =>
      categories[0]!.classes.map((c) => `${c.title} ${c.description}`).join(" ");
    expect(explainers(english)).toContain(en);
    expect(explainers(spanish)).toContain(es);
  });

  it("shows highlight notes in the class categories, of each kind", () => {
    const kinds = english
      .slice(1)
      .flatMap((category) => category.classes.flatMap((c) => c.highlightKind ?? []));
    expect(new Set(kinds)).toEqual(new Set(["allergen", "software", "clothing", "supplies"]));
  });

  it("keeps the banner, button and catalog texts of the spec and their links", () => {
    const page = localize(novaPage, "en");
    expect(page.banner.text).toBe("Nova 25-26 Registration is now open!");
    expect(page.banner.cta).toBe("Enroll In A Class");
    expect(page.banner.href).toBe(externalLinks.registration);
    expect(page.catalog.title).toBe("Online Nova Catalog");
    expect(page.catalog.href).toBe(externalLinks.novaCatalog);
  });

  it("invents no prices or dates", () => {
    const text = JSON.stringify(novaCategories);
    expect(text).not.toMatch(/\$\d/);
    expect(text).not.toMatch(
      /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/,
    );
    expect(text).not.toMatch(
      /\b(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b/,
    );
  });
});
