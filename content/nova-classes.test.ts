import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { locales } from "../i18n/locale";
import { externalLinks } from "./links";
import { localize, type Text } from "./localize";
import { novaCategories, novaHighlightKinds, novaSites } from "./nova-classes";
import { novaPage } from "./nova-page";
import { formatList } from "../i18n/list";
import { sitesOffering } from "./program-sites";

/** The classes as staff wrote them, placeholders and all, category by category. */
const written = (
  parse(readFileSync("content/nova-classes.yaml", "utf8")) as {
    categories: { classes: { title: Text; description: Text }[] }[];
  }
).categories;

/** The numbers a text shows, in order of size, so two languages can be compared. */
const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b);

const english = localize(novaCategories, "en");
const spanish = localize(novaCategories, "es");

describe("Nova classes", () => {
  it("has the four categories of the spec, each with a title of its own, in both languages", () => {
    expect(novaCategories).toHaveLength(4);
    expect(new Set(novaCategories.map((category) => category.id)).size).toBe(4);
    for (const categories of [english, spanish]) {
      expect(new Set(categories.map((category) => category.title)).size).toBe(4);
    }
    novaCategories.forEach((category) => expect(category.title.es).not.toBe(category.title.en));
  });

  it.each([...english, ...spanish])(
    "$title lists at least 6 entries with unique titles",
    (category) => {
      expect(category.classes.length).toBeGreaterThanOrEqual(6);
      const titles = category.classes.map((novaClass) => novaClass.title);
      expect(new Set(titles).size).toBe(titles.length);
    },
  );

  it("names exactly the sites that offer Nova, from the site list", () => {
    expect(novaSites).toEqual(sitesOffering("nova"));
  });

  it.each(locales)(
    "fills the count and the names of the Nova sites into the classes that show them (%s)",
    (locale) => {
      const count = String(novaSites.length);
      const names = formatList(
        novaSites.map((site) => site.title[locale]),
        locale,
      );
      novaCategories.forEach((category, c) =>
        category.classes.forEach((novaClass, n) => {
          const { title, description } = written[c]!.classes[n]!;
          for (const [template, filled] of [
            [title[locale], novaClass.title[locale]],
            [description[locale], novaClass.description[locale]],
          ] as const) {
            if (template.includes("{siteCount}")) expect(filled).toContain(count);
            if (template.includes("{siteNames}")) expect(filled).toContain(names);
            expect(filled).not.toMatch(/[{}]/);
          }
        }),
      );
    },
  );

  it("states the same numbers in English and Spanish for every class", () => {
    for (const category of novaCategories) {
      for (const novaClass of category.classes) {
        const all = (locale: "en" | "es") =>
          numbers(`${novaClass.title[locale]} ${novaClass.description[locale]}`);
        expect(all("es")).toEqual(all("en"));
      }
    }
  });

  it("gives every class, and only the classes, its English name for the registration site", () => {
    const [howNovaWorks, ...classCategories] = novaCategories;
    for (const entry of howNovaWorks!.classes) expect(entry.registeredAs).toBeNull();
    for (const novaClass of classCategories.flatMap((category) => category.classes)) {
      expect(novaClass.registeredAs).toBe(novaClass.title.en);
    }
    // A page in either language keeps it, as a name, beside the title in that language.
    expect(spanish[1]!.classes[0]!.registeredAs).toBe(english[1]!.classes[0]!.title);
  });

  it("shows highlight notes only with a kind of the spec, in both languages", () => {
    for (const novaClass of novaCategories.flatMap((category) => category.classes)) {
      if (novaClass.highlight === null) expect(novaClass.highlightKind).toBeNull();
      else {
        expect(novaHighlightKinds).toContain(novaClass.highlightKind);
        expect(novaClass.highlight.es).not.toBe(novaClass.highlight.en);
      }
    }
  });

  it("keeps the button and catalog texts in both languages and links them by name", () => {
    const links = Object.values(externalLinks);
    expect(links).toContain(novaPage.catalog.href);
    for (const text of [novaPage.banner.cta, novaPage.catalog.title]) {
      expect(text.es).not.toBe(text.en);
    }
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
