import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CalendarEvent } from "~/lib/google/calendar";
import { LocaleProvider } from "~/lib/locale-context";
import { AgendaList } from "./agenda-list";
import { monthDays } from "./month";

// Made-up events in March 2026, so the tests never depend on any calendar.
const event = (id: string, summary: string, day: string): CalendarEvent => ({
  id,
  summary,
  timing: { allDay: true, startDate: day, endDate: day },
});
const byDay = new Map(monthDays("2026-03").map((day) => [day, [] as CalendarEvent[]]));
byDay.set("2026-03-02", [event("a", "Tuition due", "2026-03-02")]);
byDay.set("2026-03-12", [event("b", "Family night", "2026-03-12")]);
byDay.set("2026-03-20", [event("c", "Site tours", "2026-03-20")]);

const agenda = (today: string) =>
  render(
    <LocaleProvider value="en">
      <AgendaList byDay={byDay} closuresListed={new Map()} today={today} />
    </LocaleProvider>,
  );

describe("the agenda", () => {
  it("in the current month, starts today, with the days before folded above it", () => {
    agenda("2026-03-12");
    const earlier = screen.getByText("Earlier this month").closest("details")!;
    expect(earlier.open).toBe(false);
    expect(within(earlier).getByText("Tuition due")).not.toBeVisible();
    const lists = screen.getAllByRole("list").filter((list) => list.tagName === "OL");
    const [firstComing] = within(lists.at(-1)!).getAllByRole("heading", { level: 3 });
    expect(firstComing).toHaveTextContent(/Thursday, March 12.*Today/);
    expect(screen.getByText("Site tours")).toBeVisible();
  });

  it("says so when nothing more is on this month", () => {
    agenda("2026-03-25");
    expect(screen.getByText("Nothing more is on the calendar this month.")).toBeVisible();
  });

  it("lists another month from its first day", () => {
    agenda("2026-04-02");
    expect(screen.queryByText("Earlier this month")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 3 })[0]).toHaveTextContent(/March 2$/);
    expect(screen.getByText("Tuition due")).toBeVisible();
  });
});
