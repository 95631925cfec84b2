import { describe, expect, it } from "vitest";
import { oneOfTimes } from "./camp-times";
import { dayRange, monthDay, dayList, sessionDates, weeksBetween } from "./summer-dates";

describe("summer dates", () => {
  it("writes a day as families read it in each language, whatever the time zone", () => {
    expect(monthDay("2025-06-09", "en")).toBe("June 9");
    expect(monthDay("2025-06-09", "es")).toBe("9 de junio");
    expect(dayList(["2025-06-19", "2025-07-04"], "en")).toBe("June 19 and July 4");
    expect(dayList(["2025-06-19", "2025-07-04"], "es")).toBe("el 19 de junio y el 4 de julio");
  });

  it.each([
    ["2025-08-04", "2025-08-08", "en", "August 4-8"],
    ["2025-06-30", "2025-07-03", "en", "June 30-July 3"],
    ["2025-08-04", "2025-08-08", "es", "4 al 8 de agosto"],
    ["2025-06-30", "2025-07-03", "es", "30 de junio al 3 de julio"],
  ] as const)("writes %s to %s in %s as %j", (from, to, locale, text) => {
    expect(dayRange(from, to, locale)).toBe(text);
  });

  it("keeps sessions short in English and writes them out in Spanish", () => {
    expect(sessionDates("2025-06-09", "2025-08-08", "en")).toBe("6/9-8/8");
    expect(sessionDates("2025-06-09", "2025-08-08", "es")).toBe("9 de junio al 8 de agosto");
  });

  it("counts the weeks a session spans", () => {
    expect(weeksBetween("2025-06-09", "2025-08-08")).toBe(9);
    expect(weeksBetween("2025-06-09", "2025-08-01")).toBe(8);
    expect(weeksBetween("2025-06-16", "2025-06-20")).toBe(1);
  });
});

describe("camp times", () => {
  it("offers one of several opening times, each written in full", () => {
    expect(oneOfTimes(["06:30", "07:00"], "en")).toBe("6:30\u00a0AM or 7:00\u00a0AM");
    expect(oneOfTimes(["06:30", "07:00"], "es")).toBe(
      "6:30\u00a0a.\u00a0m. o 7:00\u00a0a.\u00a0m.",
    );
    expect(oneOfTimes(["07:00"], "en")).toBe("7:00\u00a0AM");
  });
});
