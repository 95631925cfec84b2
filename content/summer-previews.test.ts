import { describe, expect, it } from "vitest";
import { localize } from "./localize";
import { summerPreviews } from "./summer-previews";

describe("summer camp previews", () => {
  it("are the three pages of the route table, each with its sheet tab and weeks", () => {
    expect(summerPreviews.map(({ path, tab, weekCount }) => [path, tab, weekCount])).toEqual([
      ["/summer-preview-eu", "EUSD", 9],
      ["/summer-preview-wp", "WPUSD", 9],
      ["/summer-preview-rafos", "RAFOS", 8],
    ]);
  });

  it("keep the spec's titles in English and give the same facts in Spanish", () => {
    const [eu, , rafos] = summerPreviews;
    expect(localize(eu!, "en").browserTitle).toBe("Sacramento | Summer Camp 2025 EUSD/LUSD");
    expect(localize(eu!, "es").browserTitle).toBe(
      "Sacramento | Campamento de verano 2025 EUSD/LUSD",
    );
    expect(localize(eu!, "en").pageTitle).toBe("Summer Camp 2025 Preview");
    expect(localize(rafos!, "es").pageTitle).toBe("Vista previa del Campamento de verano 2025");
  });

  it("write the first and last camp days into the descriptions in each language", () => {
    const [eu, , rafos] = summerPreviews;
    expect(eu!.description.en).toContain("June 9 to August 8");
    expect(eu!.description.es).toContain("del 9 de junio al 8 de agosto");
    expect(rafos!.description.en).toContain("June 9 to August 1");
    expect(rafos!.description.es).toContain("del 9 de junio al 1 de agosto");
    for (const preview of summerPreviews) {
      expect(JSON.stringify(preview)).not.toMatch(/\{(year|firstDay|lastDay|label)\}/);
    }
  });

  it("carry a note on the Rocklin preview only", () => {
    expect(summerPreviews.map((preview) => preview.note !== null)).toEqual([false, false, true]);
  });
});
