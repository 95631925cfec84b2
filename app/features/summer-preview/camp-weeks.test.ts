import { describe, expect, test } from "vitest";
import { readCampDate } from "./camp-date";
import { weekOf, type CampRow } from "./camp-rows";
import { weekDays } from "./camp-weeks";

function camp(group: string, startDate: string, endDate: string): CampRow {
  return {
    key: `${group} ${startDate}`,
    title: "Camp",
    location: "",
    category: "",
    startDate,
    endDate,
    description: "",
    group,
    week: weekOf(group, { prefix: "EU", weekCount: 4 }),
  };
}

const day = (text: string) => readCampDate(text);

describe("weekDays", () => {
  test("runs each week from its camps' earliest start to their latest end, as the sheet has them", () => {
    const weeks = weekDays(
      [
        camp("EU 1", "6/10/2025", "6/13/2025"),
        camp("EU 1", "6/9/2025", "6/12/2025"),
        camp("EU 3", "6/23/2025", "TBD"),
        camp("EU 3", "", "6/27/2025"),
        // Codes that name no week of the list, and dates no one can read, count for nothing.
        camp("EU 9", "1/1/2025", "12/31/2025"),
        camp("", "1/1/2025", "12/31/2025"),
        camp("EU 4", "TBD", "TBD"),
      ],
      4,
    );
    expect(weeks).toEqual([
      { first: day("6/9/2025"), last: day("6/13/2025") },
      undefined,
      { first: day("6/23/2025"), last: day("6/27/2025") },
      undefined,
    ]);
  });
});
