import { describe, expect, it } from "vitest";
import { dayInSentence, dayWithYear, daySpan, nameDay } from "./day-names";

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

describe("spans of days", () => {
  it("writes the year once where both days share it, in a sentence's words", () => {
    expect(daySpan("2027-06-14", "2027-08-13", "en")).toBe("June 14 – August 13, 2027");
    expect(daySpan("2027-06-14", "2027-08-13", "es")).toBe(
      "del 14 de junio al 13 de agosto de 2027",
    );
    expect(daySpan("2026-08-19", "2027-06-03", "en")).toBe("August 19, 2026 – June 3, 2027");
    expect(dayWithYear("2027-03-01", "es")).toBe("1 de marzo de 2027");
  });
});
