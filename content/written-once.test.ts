import { describe, expect, it } from "vitest";
import { mainNavigation } from "./navigation";
import { pricingYear } from "./pricing";
import { refusal } from "./refused-edit";
import "./seasons";

// A year kept in one field reaches every text that names it through {year}; writing the year
// itself into such a text is refused, so the two can never drift apart
// (docs/decisions/024-one-place-for-each-fact.md).

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

describe("the top menu", () => {
  it.each([
    ["/closures", "the Closures page"],
    ["/calendar", "the Events Calendar"],
  ])("refuses to lose %s as an entry of its own", (page, name) => {
    const at = mainNavigation.findIndex((entry) => "href" in entry && entry.href === page);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(
      refusal("content/navigation.yaml", (document) => document.deleteIn(["menu", at])),
    ).toContain(`keep a link to ${name} (${page}) as an entry of its own`);
  });
});
