import { describe, expect, it } from "vitest";
import { dayInSentence, nameDay } from "./day-names";

describe("days by name", () => {
  it("names a day the same in every zone", () => {
    expect(nameDay("2026-03-01", "en", { weekday: "long" })).toBe("Sunday");
  });

  it("puts no comma after a Spanish weekday inside a sentence; a dateline keeps it", () => {
    expect(dayInSentence("2027-01-01", "es")).toBe("viernes 1 de enero");
    expect(dayInSentence("2027-01-01", "en")).toBe("Friday, January 1");
    const dateline = { weekday: "long", month: "long", day: "numeric" } as const;
    expect(nameDay("2027-01-01", "es", dateline)).toBe("viernes, 1 de enero");
  });
});
