import { describe, expect, it } from "vitest";
import { localeOf, localizePath, pathWithoutLocale } from "./locale";

describe("the language of a path", () => {
  it.each([
    ["/", "en"],
    ["/programs/galaxy", "en"],
    ["/espanol", "en"],
    ["/es", "es"],
    ["/es/", "es"],
    ["/es/programs/galaxy", "es"],
    ["/es?month=2026-03", "es"],
    ["/es#main-content", "es"],
  ])("%s is %s", (path, locale) => expect(localeOf(path)).toBe(locale));

  it.each([
    ["/es/programs/galaxy", "/programs/galaxy"],
    ["/es", "/"],
    ["/es/", "/"],
    ["/es#billing", "/#billing"],
    ["/es?week=2", "/?week=2"],
    ["/programs", "/programs"],
    ["/espanol", "/espanol"],
  ])("%s without its language is %s", (path, plain) => expect(pathWithoutLocale(path)).toBe(plain));

  it.each([
    ["/", "/es"],
    ["/programs/galaxy", "/es/programs/galaxy"],
    ["/about/parent-resources#billing", "/es/about/parent-resources#billing"],
    ["/#billing", "/es#billing"],
    ["/calendar?month=2026-03", "/es/calendar?month=2026-03"],
    ["/es/contact", "/es/contact"],
    ["https://signin.star.example.org/", "https://signin.star.example.org/"],
    ["mailto:office@star.example.org", "mailto:office@star.example.org"],
    ["#autopay", "#autopay"],
  ])("%s in Spanish is %s", (path, spanish) => expect(localizePath(path, "es")).toBe(spanish));

  it("takes a Spanish path back to English", () => {
    expect(localizePath("/es/contact", "en")).toBe("/contact");
    expect(localizePath("/es", "en")).toBe("/");
  });
});
