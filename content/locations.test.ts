import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { z } from "zod";
import { locationsIntro, siteCities } from "./locations";
import { parseContent } from "./read";
import { template } from "./schema";

describe("the Locations page's introduction", () => {
  it("counts the school sites and lists their cities from the sites' files", () => {
    expect(locationsIntro("en")).toBe(
      "STAR runs on 13 school campuses around Roseville, Granite Bay, Lincoln, Rocklin and Orangevale, with a main office in Rocklin. Find your child's school on the map, search by name, or sort the list by how close each site is to you.",
    );
    expect(locationsIntro("es")).toMatch(
      /^STAR funciona en 13 escuelas de Roseville, Granite Bay, Lincoln, Rocklin y Orangevale, con una oficina principal en Rocklin\./,
    );
    expect(locationsIntro("es")).not.toMatch(/[{}]/);
  });

  it("names each city once, in the order of the sites", () => {
    expect(siteCities("es")).toBe("Roseville, Granite Bay, Lincoln, Rocklin y Orangevale");
  });

  it("names the file and the fact when an edit uses one the page cannot fill", () => {
    const file = "content/locations.yaml";
    const broken = readFileSync(file, "utf8").replace("{cities}", "{towns}");
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
