import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { mainNavigation } from "./navigation";
import { pricingYear } from "./pricing";
import { contentSchemas, contentText, parseContent } from "./read";
import "./seasons";

// A year kept in one field reaches every text that names it through {year}; writing the year
// itself into such a text is refused, so the two can never drift apart
// (docs/decisions/024-one-place-for-each-fact.md).

function refusal(file: string, edit: (document: ReturnType<typeof parseDocument>) => void) {
  const document = parseDocument(contentText(file));
  edit(document);
  try {
    parseContent(file, String(document), contentSchemas().get(file)!);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the edit was accepted");
}

describe("the season of the words of registration", () => {
  it("is refused where the words write the year itself", () => {
    expect(
      refusal("content/seasons.yaml", (document) =>
        document.setIn(["words", "open", "en"], "{program} 2027-2028 registration is open"),
      ),
    ).toContain("words.open.en: write {season} for the season, not the year itself");
  });
});

describe("the year of the pricing sheets in the menu", () => {
  const subtitles = mainNavigation.flatMap((entry) =>
    "items" in entry ? entry.items.flatMap((item) => (item.subtitle ? [item.subtitle] : [])) : [],
  );

  it("comes from the pricing sheets' file", () => {
    expect(subtitles.some((subtitle) => subtitle.en.includes(String(pricingYear)))).toBe(true);
    expect(subtitles.every((subtitle) => !/[{}]/.test(subtitle.en + subtitle.es))).toBe(true);
  });

  it("is refused where a subtitle writes the year itself", () => {
    expect(
      refusal("content/navigation.yaml", (document) =>
        document.setIn(["menu", 1, "items", 1, "subtitle", "es"], "Hojas de precios 2031"),
      ),
    ).toMatch(/subtitle\.es: write \{year\} for the year of the pricing sheets/);
  });
});
