import { describe, expect, it } from "vitest";
import { lenient } from "./lenient";

describe("an unfinished entry read against the saved file", () => {
  const saved = {
    title: { en: "Galaxy", es: "Galaxy" },
    closes: "18:00",
    percent: 10,
    benefits: [{ title: { en: "Fun", es: "Diversión" } }],
    linkText: null,
  };

  it("shows what staff typed, an emptied text as empty", () => {
    const typed = { ...saved, title: { en: "Galaxy STAR", es: "" }, closes: "18:15" };
    expect(lenient(typed, saved)).toEqual(typed);
  });

  it("keeps the saved value where a field is missing, half-typed or of another kind", () => {
    const typed = { title: { en: "Galaxy STAR" }, closes: "18:1", percent: "ten" };
    expect(lenient(typed, saved)).toEqual({
      ...saved,
      title: { en: "Galaxy STAR", es: "Galaxy" },
    });
  });

  it("reads each item of a list, a new one included, in the shape of the saved items", () => {
    const typed = { ...saved, benefits: [{ title: { en: "Fun", es: "Diversión" } }, {}] };
    expect(lenient(typed, saved)).toMatchObject({
      benefits: [saved.benefits[0], { title: { en: "Fun", es: "Diversión" } }],
    });
  });

  it("takes an optional field the saved file leaves empty as typed, and empty as nothing", () => {
    expect(lenient({ ...saved, linkText: { en: "See", es: "Vea" } }, saved)).toMatchObject({
      linkText: { en: "See", es: "Vea" },
    });
    expect(lenient({ ...saved, linkText: "" }, saved)).toMatchObject({ linkText: null });
  });

  it("draws something from nothing at all", () => {
    expect(lenient(undefined, saved)).toEqual(saved);
  });
});
