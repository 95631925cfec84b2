import { describe, expect, test } from "vitest";
import { campDateKey, formatCampDate, readCampDate, weekSpan } from "./camp-date";

describe("formatCampDate", () => {
  test.each([
    ["6/9/2025", "June 9, 2025"],
    ["06/09/2025", "June 9, 2025"],
    ["8/8/2025", "August 8, 2025"],
    ["12/31/2025", "December 31, 2025"],
    ["1/1/2026", "January 1, 2026"],
    ["6/9/25", "June 9, 2025"],
    [" 6/9/2025 ", "June 9, 2025"],
    ["2025-06-09", "June 9, 2025"],
    ["2025-01-01", "January 1, 2025"],
    ["2025-06-09T00:00:00Z", "June 9, 2025"],
    ["2025-06-09T23:30:00-07:00", "June 9, 2025"],
    ["June 9, 2025", "June 9, 2025"],
    ["Jun 9, 2025", "June 9, 2025"],
    ["Monday, June 9, 2025", "June 9, 2025"],
    ["2/29/2024", "February 29, 2024"],
  ])("shows %j as %j", (input, expected) => {
    expect(formatCampDate(input, "en")).toBe(expected);
  });

  test.each([
    ["6/9/2025", "9 de junio de 2025"],
    ["2025-08-01", "1 de agosto de 2025"],
    ["Monday, June 9, 2025", "9 de junio de 2025"],
  ])("shows %j in Spanish as %j", (input, expected) => {
    expect(formatCampDate(input, "es")).toBe(expected);
  });

  test.each([
    "TBD",
    "",
    "2/30/2025",
    "13/1/2025",
    "2025-13-01",
    "June 31, 2025",
    "Week of June 9",
    "45817",
    " late June ",
  ])("has no date for the unreadable %j, in either language", (input) => {
    expect(formatCampDate(input, "en")).toBeUndefined();
    expect(formatCampDate(input, "es")).toBeUndefined();
  });

  // Whatever zone the visitor is in, a day stays that day: nothing goes through UTC.
  test("reads a calendar day, not an instant", () => {
    for (const text of ["2025-06-09", "6/9/2025", "June 9, 2025"]) {
      expect(campDateKey(text)).toBe(20250609);
    }
  });
});

describe("campDateKey", () => {
  test("orders days across months and years", () => {
    const keys = ["12/31/2024", "1/1/2025", "6/9/2025", "6/10/2025"].map(campDateKey);
    expect(keys).toEqual([...keys].sort((a = 0, b = 0) => a - b));
  });

  test("has no key for text that is not a date", () => {
    expect(campDateKey("TBD")).toBeUndefined();
  });
});

describe("weekSpan", () => {
  const day = (text: string) => readCampDate(text)!;
  test.each([
    ["6/23/2025", "6/27/2025", "June 23–27", "23–27 de junio"],
    ["6/30/2025", "7/3/2025", "June 30 – July 3", "30 de junio – 3 de julio"],
    ["12/29/2025", "1/2/2026", "December 29 – January 2", "29 de diciembre – 2 de enero"],
    ["7/18/2025", "7/18/2025", "July 18", "18 de julio"],
  ])("names %s to %s as %j and %j", (first, last, english, spanish) => {
    expect(weekSpan(day(first), day(last), "en")).toBe(english);
    expect(weekSpan(day(first), day(last), "es")).toBe(spanish);
  });
});
