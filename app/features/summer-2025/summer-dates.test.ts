import { describe, expect, it } from "vitest";
import { oneOfTimes, timeSpan } from "./camp-times";
import { dayRange, monthDay, monthDayList, sessionDates, weeksBetween } from "./summer-dates";

describe("summer dates", () => {
  it("writes a day as families read it in each language, whatever the time zone", () => {
    expect(monthDay("2025-06-09", "en")).toBe("June 9");
    expect(monthDay("2025-06-09", "es")).toBe("9 de junio");
    expect(monthDayList(["2025-06-19", "2025-07-04"], "es")).toBe("19 de junio y 4 de julio");
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
  it("says AM or PM once when both times share it", () => {
    expect(timeSpan("2:00 PM", "6:00 PM")).toBe("2:00-6:00 pm");
    expect(timeSpan("12:00 PM", "6:00 PM")).toBe("12:00-6:00 pm");
    expect(timeSpan("9:00 AM", "3:00 PM")).toBe("9:00 am-3:00 pm");
  });

  it("offers one of several opening times", () => {
    expect(oneOfTimes(["6:30 AM", "7:00 AM"], "en")).toBe("6:30 or 7:00 AM");
    expect(oneOfTimes(["6:30 AM", "7:00 AM"], "es")).toBe("6:30 o 7:00 AM");
    expect(oneOfTimes(["7:00 AM"], "en")).toBe("7:00 AM");
  });
});
