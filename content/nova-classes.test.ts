import { describe, expect, it } from "vitest";
import { novaCategories, novaSiteNames } from "./nova-classes";
import { novaPage } from "./nova-page";
import { externalLinks } from "./links";

describe("Nova classes", () => {
  it("has the four categories of the spec, in order", () => {
    expect(novaCategories.map((category) => category.title)).toEqual([
      "How Nova Works",
      "Science, Technology, Arts & Engineering",
      "Visual & Performing Arts",
      "Classes For Older Students",
    ]);
  });

  it.each(novaCategories)("$title lists at least 6 entries with unique titles", (category) => {
    expect(category.classes.length).toBeGreaterThanOrEqual(6);
    const titles = category.classes.map((novaClass) => novaClass.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("names exactly the four sites that offer Nova, from the site list", () => {
    expect(novaSiteNames).toEqual(["Maidu/Excelsior", "Greenhills", "Oakhills", "Ridgeview"]);
  });

  it.each([
    ["session length", "4 to 10 weeks"],
    ["ideal session length", "ideally 6"],
    ["cancellation notice", "two weeks' written notice"],
    ["sites", "Maidu/Excelsior, Greenhills, Oakhills and Ridgeview"],
    ["pick-up rule", "shows ID at pick-up"],
  ])("How Nova Works states the %s", (_fact, text) => {
    const explainers = novaCategories[0]!.classes.map((c) => `${c.title} ${c.description}`);
    expect(explainers.join(" ")).toContain(text);
  });

  it("shows highlight notes in the class categories, of each kind", () => {
    const kinds = novaCategories
      .slice(1)
      .flatMap((category) =>
        category.classes.flatMap((c) => (c.highlight ? [c.highlight.kind] : [])),
      );
    expect(new Set(kinds)).toEqual(new Set(["allergen", "software", "clothing", "supplies"]));
  });

  it("keeps the banner, button and catalog texts of the spec and their links", () => {
    expect(novaPage.banner.text).toBe("Nova 25-26 Registration is now open!");
    expect(novaPage.banner.cta).toBe("Enroll In A Class");
    expect(novaPage.banner.href).toBe(externalLinks.registration);
    expect(novaPage.catalog.title).toBe("Online Nova Catalog");
    expect(novaPage.catalog.href).toBe(externalLinks.novaCatalog);
  });

  it("invents no prices or dates", () => {
    const text = JSON.stringify(novaCategories);
    expect(text).not.toMatch(/\$\d/);
    expect(text).not.toMatch(
      /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/,
    );
  });
});
