import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { addDays } from "../i18n/days";
import { asOf } from "./dated";
import { datedFacts } from "./dated-facts";
import { novaPage, novaPageOn } from "./nova-page";
import { contentSchemas, contentText, parseContent } from "./read";
import { seasons } from "./seasons";
import { summerCamp } from "./summer-camp";
import { summer2025 } from "./summer-2025";

// A fact true for a time carries its last day in content; on that day the page still shows it,
// the day after it shows the neutral words written beside it (docs/decisions/026). These tests
// read the last days from content, and set the clock on each side of them.

const locales = ["en", "es"] as const;

describe("a fact with a last day", () => {
  it("is shown on its last day and not the day after, when its neutral words take over", () => {
    const fact = { lastDay: "2027-06-30", claim: "open", instead: "closed" };
    expect(asOf(fact, "2027-06-30")).toEqual({
      claim: "open",
      lastDay: "2027-06-30",
      dayAfter: "2027-07-01",
      instead: "closed",
    });
    expect(asOf(fact, "2027-07-01").claim).toBeNull();
  });
});

describe("the Nova catalog", () => {
  const lastDay = seasons.nova.find((season) => season.name === novaPage.catalog.season)!.end;

  it("links to the catalog until its school year ends, then says in its place how to get one", () => {
    expect(novaPageOn(lastDay).catalogLink.claim?.href).toBe(novaPage.catalog.href);
    const after = novaPageOn(addDays(lastDay, 1)).catalogLink;
    expect(after.claim).toBeNull();
    expect(after.instead).toEqual(novaPage.catalog.whenPast);
  });
});

describe("the Summer Camp page", () => {
  it("leaves the year out of the page's title and summary, which never expire", () => {
    for (const locale of locales) {
      expect(summerCamp.page.title[locale]).not.toMatch(/\b20\d\d\b/);
      expect(summerCamp.page.description[locale]).not.toMatch(/\b20\d\d\b/);
    }
  });
});

describe("a past summer's details", () => {
  it("are named by their year, so they never read as the coming summer's", () => {
    for (const locale of locales) {
      expect(summer2025.disclosure.title[locale]).toContain(String(summer2025.year));
      expect(summer2025.disclosure.summary[locale]).toContain(String(summer2025.year));
    }
  });
});

describe("the neutral words", () => {
  it("are refused with a year in them, since they show whatever the year", () => {
    const file = "content/summer-camp.yaml";
    const document = parseDocument(contentText(file));
    document.setIn(["whenPast", "text", "en"], "Summer camp 2027 runs from June to August.");
    expect(() => parseContent(file, String(document), contentSchemas().get(file)!)).toThrow(
      /whenPast\.text\.en: name no year here/,
    );
  });
});

describe("the dated facts the report and the build's log list", () => {
  it("each name their file and fields, and what families see once they have passed", () => {
    const facts = datedFacts();
    for (const fact of facts) {
      expect(fact.file).toMatch(/^content\/.+\.yaml$/);
      expect(fact.fields.length).toBeGreaterThan(0);
      expect(fact.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(fact.afterwards).not.toContain("{phone}");
    }
    expect(facts.map((fact) => fact.file)).toEqual(
      expect.arrayContaining([
        "content/seasons.yaml",
        "content/nova-page.yaml",
        "content/summer-2025.yaml",
      ]),
    );
  });
});
