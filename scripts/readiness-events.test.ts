import { describe, expect, it } from "vitest";
import { closures } from "../content/closures";
import { programById } from "../content/programs";
import { sites } from "../content/sites";
import { eventsOnClosedDaysInWords } from "../app/features/calendar/events-on-closed-days.server";
import { pacificDay } from "../i18n/days";
import { eventsOnClosedDaysReport, withEventsOnClosedDays } from "./readiness-events";

// The report's list of events on closed days, from the content's closures and events made up
// here: an event of a program on the first day of each closure still to come that stops it.

describe("events on closed days, for the office", () => {
  it("names each event that falls on a closure, with the closure's reason", () => {
    const today = pacificDay();
    const toCome = closures.filter(
      (closure) =>
        closure.last >= today && closure.kind === "closed" && closure.programs.length === 0,
    );
    for (const closure of toCome) {
      const site = sites.find((each) => closure.sites.includes(each.slug))!;
      const event = {
        id: closure.id,
        summary: `Open house at ${site.title.en}`,
        location: `${site.address}, ${site.city}`,
        timing: {
          allDay: false as const,
          start: `${closure.first}T10:00:00-08:00`,
          end: `${closure.first}T11:00:00-08:00`,
        },
      };
      const [line, ...more] = eventsOnClosedDaysInWords([event], today);
      expect(more, closure.id).toEqual([]);
      expect(line, closure.id).toContain(`"${event.summary}"`);
      expect(line, closure.id).toContain(`"${closure.reason.en}"`);
    }
    // A program the closure leaves running goes on.
    for (const closure of toCome.filter((each) => each.goesOn.length > 0)) {
      const event = {
        id: `${closure.id}-camp`,
        summary: programById(closure.goesOn[0]!).name.en,
        timing: { allDay: true as const, startDate: closure.first, endDate: closure.first },
      };
      expect(eventsOnClosedDaysInWords([event], today), closure.id).toEqual([]);
    }
  });

  it("says the calendar was not checked, and why, when it cannot be read", async () => {
    const report = await eventsOnClosedDaysReport(
      { apiUrl: "http://127.0.0.1:9/calendar/v3", apiKey: "key", calendarId: "calendar" },
      "a calendar that does not answer",
      "2026-11-29",
      "2026-12-31",
    );
    expect(report.found).toBeNull();
    const said = withEventsOnClosedDays(
      { language: "en", title: "", intro: "", sections: [], nothing: "Nothing" },
      report,
    );
    expect(said.nothing).toBeUndefined();
    expect(said.sections.at(-1)).toMatchObject({
      heading: "Events on closed days: not checked",
      intro: expect.stringContaining("(a calendar that does not answer) could not be read"),
    });
  });
});
