import { describe, expect, it } from "vitest";
import { programById } from "~content/programs";
import { searchIndex, type SearchEntry } from "./search-index.server";
import { sites } from "~content/sites";
import { isInternalUrl, searchable, searchEntries } from "./search";

const entry = (id: string, title: string, url: string, kind: SearchEntry["kind"]) => ({
  id,
  title,
  url,
  kind,
  english: !url.startsWith("/"),
});

const entries: SearchEntry[] = [
  entry("a", "Maidu/Excelsior STAR, Roseville", "/locations/maidu-star", "site"),
  entry("b", "Setting up AutoPay", "/about/parent-resources#autopay", "topic"),
  entry("c", "Sign In", "https://signin.star.example.org/", "account"),
];

const spanish: SearchEntry[] = [
  entry("nsd", "Campamentos de días sin clases", "/es/programs/nsd-camps", "program"),
  entry("help", "Cómo pedir ayuda al señor Núñez", "/es/contact", "page"),
  entry("plain", "Dias de cierre", "/es/calendar", "page"),
];

describe("searchEntries", () => {
  it.each([
    ["maidu", ["a"]],
    ["MAIDU", ["a"]],
    ["AutoPay", ["b"]],
    ["autopay", ["b"]],
    ["  sign ", ["c"]],
    ["s", ["a", "b", "c"]],
    ["star, rose", ["a"]],
    ["nothing like this", []],
  ])("finds %j by case-insensitive title containment", (text, ids) => {
    expect(searchEntries(entries, text).map((e) => e.id)).toEqual(ids);
  });

  it.each([
    ["dias", ["nsd", "plain"]],
    ["días", ["nsd", "plain"]],
    ["DÍAS SIN", ["nsd"]],
    ["senor", ["help"]],
    ["SEÑOR NUÑEZ", ["help"]],
    ["como pedir", ["help"]],
  ])("finds %j whatever its accents and case", (text, ids) => {
    expect(searchEntries(spanish, text).map((e) => e.id)).toEqual(ids);
  });

  it.each(["", "   "])("returns nothing for the empty input %j", (text) => {
    expect(searchEntries(entries, text)).toEqual([]);
  });

  it("keeps the index order, so results read the same every time", () => {
    const index = searchIndex("en");
    // Galaxy's name finds the program and its pricing sheets at least.
    const found = searchEntries(index, programById("galaxy").name.en);
    expect(found.length).toBeGreaterThan(1);
    expect(found.map((entry) => entry.id)).toContain("program-galaxy");
    const positions = found.map((entry) => index.indexOf(entry));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it.each([...new Set(sites.map((site) => site.city))])(
    "finds every %s site by its city",
    (city) => {
      const found = searchEntries(searchIndex("en"), city).filter((e) => e.kind === "site");
      expect(found.map((e) => e.id)).toEqual(
        expect.arrayContaining(
          sites.filter((site) => site.city === city).map((site) => `site-${site.slug}`),
        ),
      );
    },
  );

  it("finds Spanish titles typed without accents on Spanish pages", () => {
    const index = searchIndex("es");
    for (const entry of index) {
      const typed = searchable(entry.title);
      expect(searchEntries(index, typed)).toContain(entry);
    }
    expect(index.some((entry) => searchable(entry.title) !== entry.title.toLowerCase())).toBe(true);
  });
});

describe("searchable", () => {
  it("drops accents, tildes and case but keeps everything else", () => {
    expect(searchable("Días, Señor Ñandú: ÜBER/Ça")).toBe("dias, senor nandu: uber/ca");
  });
});

describe("isInternalUrl", () => {
  it.each([
    ["/locations", true],
    ["/es/locations", true],
    ["/about/parent-resources#billing", true],
    ["https://signin.star.example.org/", false],
  ])("%s is internal: %s", (url, internal) => {
    expect(isInternalUrl(url)).toBe(internal);
  });
});
