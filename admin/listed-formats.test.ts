import { describe, expect, it } from "vitest";
import { contentText, folderFiles } from "../content/read";
import { schoolSites } from "../content/sites";
import { collections, siteNames } from "./collections";
import { listedFormat, NAME_IN_LIST, type ListedFormat } from "./listed-formats";

// The closures and the places at each site are listed by name: each file read through its
// collection's format gets its name in the list, and is written back as it was read.

const facts = (language: "en" | "es") => () => ({ language, today: "2026-11-28", siteNames });

const folders = collections.flatMap((collection) =>
  "folder" in collection && collection.format !== "yaml" && collection.format !== "frontmatter"
    ? [
        {
          folder: collection.folder,
          format: collection.format as ListedFormat,
          fields: collection.fields,
        },
      ]
    : [],
);

describe("the lists of closures and of places", () => {
  it("cover both collections", () => {
    expect(folders.map((each) => each.folder).sort()).toEqual([
      "content/closures",
      "content/places",
    ]);
  });

  it.each(folders.map((each) => [each.folder, each] as const))(
    "%s: every file is written back as it is, without its name in the list",
    (_folder, { folder, format, fields }) => {
      const order = fields.map((field) => field.name);
      for (const file of Object.keys(folderFiles(folder))) {
        const text = contentText(file);
        const yaml = listedFormat(format, facts("en"));
        const data = yaml.fromFile(text);
        expect(data[NAME_IN_LIST], file).toBeTruthy();
        expect(yaml.toFile(data, order), file).toBe(text);
      }
    },
  );

  it("name a closure by its days and reason, in the editor's language, and say when it is over", () => {
    const closure = [
      "first: 2026-12-21",
      "last: 2027-01-01",
      "reason:",
      "  en: Winter break",
      "  es: Vacaciones de invierno",
    ].join("\n");
    const name = (language: "en" | "es", text = closure) =>
      listedFormat("closure-yaml", facts(language)).fromFile(text)[NAME_IN_LIST];
    expect(name("en")).toBe("Monday, December 21, 2026 to Friday, January 1, 2027: Winter break");
    expect(name("es")).toBe(
      "Del lunes 21 de diciembre de 2026 al viernes 1 de enero de 2027: Vacaciones de invierno",
    );
    const past = closure.replace("2026-12-21", "2026-11-26").replace("2027-01-01", "2026-11-27");
    expect(name("en", past)).toMatch(/: Winter break \(over\)$/);
  });

  it("name the places at a site by the site's name", () => {
    const site = schoolSites[0]!;
    const places = listedFormat("places-yaml", facts("en")).fromFile(`site: ${site.slug}\n`);
    expect(places[NAME_IN_LIST]).toBe(siteNames[site.slug]!.en);
    expect(places[NAME_IN_LIST]).not.toBe(site.slug);
  });
});
