import { describe, expect, it } from "vitest";
import { searchIndex, type SearchEntry } from "~content/search-index";
import { isInternalUrl, searchEntries } from "./search";

const entries: SearchEntry[] = [
  { id: "a", title: "Maidu/Excelsior STAR, Roseville", url: "/locations/maidu-star", kind: "site" },
  { id: "b", title: "Setting up AutoPay", url: "/about/parent-resources#autopay", kind: "topic" },
  { id: "c", title: "Sign In", url: "https://signin.star.example.org/", kind: "account" },
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

  it.each(["", "   "])("returns nothing for the empty input %j", (text) => {
    expect(searchEntries(entries, text)).toEqual([]);
  });

  it("keeps the index order, so results read the same every time", () => {
    const ids = searchEntries(searchIndex, "galaxy").map((e) => e.id);
    expect(ids[0]).toBe("program-galaxy");
    expect(ids.length).toBeGreaterThan(8);
  });

  it("finds every Lincoln site by its city", () => {
    expect(searchEntries(searchIndex, "lincoln").filter((e) => e.kind === "site")).toHaveLength(6);
  });
});

describe("isInternalUrl", () => {
  it.each([
    ["/locations", true],
    ["/about/parent-resources#billing", true],
    ["https://signin.star.example.org/", false],
  ])("%s is internal: %s", (url, internal) => {
    expect(isInternalUrl(url)).toBe(internal);
  });
});
