import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { CalendarEvent } from "~/lib/google/calendar";
import { addToCalendarLinks } from "./add-to-calendar-links";
import { eventIcs, icsFileName } from "./event-ics";

const evening: CalendarEvent = {
  id: "abc123_20260305T020000Z",
  summary: "Family science night",
  description: "Bring a friend.<br>Snacks &amp; drinks at <b>6</b>.",
  location: "Maidu Elementary, Roseville",
  htmlLink: "https://www.google.com/calendar/event?eid=abc",
  timing: { allDay: false, start: "2026-03-04T18:00:00-08:00", end: "2026-03-04T19:30:00-08:00" },
};
const twoDays: CalendarEvent = {
  id: "spring-break",
  summary: "Spring break camp",
  timing: { allDay: true, startDate: "2026-03-30", endDate: "2026-04-01" },
};

/** The one VEVENT of a file, as a maintained iCalendar parser (ical.js) reads it. */
function parsedEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return new ICAL.Event(events[0]!);
}

describe("an event's .ics file", () => {
  it("parses as one event with its title, place, text and times", () => {
    const event = parsedEvent(eventIcs(evening, { title: evening.summary, host: "star.test" }));
    expect(event.summary).toBe("Family science night");
    expect(event.location).toBe("Maidu Elementary, Roseville");
    expect(event.description).toBe("Bring a friend.\nSnacks & drinks at 6.");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-03-05T02:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-03-05T03:30:00.000Z");
  });

  it("writes Google's text with no line or paragraph separator or control character, which a reader may take for a new line", () => {
    const odd = "Camp\u2028BEGIN:VALARM\u0085x\u000bdone";
    const ics = eventIcs(
      { ...evening, summary: odd, description: odd, location: odd },
      { title: odd, host: "star.example.org" },
    );
    for (const character of ["\u2028", "\u0085", "\u000b"]) expect(ics).not.toContain(character);
    const event = parsedEvent(ics);
    expect(event.summary).toBe("Camp BEGIN:VALARM x done");
    expect(event.location).toBe("Camp BEGIN:VALARM x done");
  });

  it("keeps the same UID in every download, from Google's id", () => {
    const first = parsedEvent(eventIcs(evening, { title: "A", host: "star.test" }));
    const later = parsedEvent(
      eventIcs(evening, { title: "B", host: "star.test", now: new Date("2030-01-01") }),
    );
    expect(first.uid).toBe("abc123_20260305T020000Z@star.test");
    expect(later.uid).toBe(first.uid);
  });

  it("writes an all-day event as dates, its end the day after its last day", () => {
    const event = parsedEvent(eventIcs(twoDays, { title: twoDays.summary, host: "star.test" }));
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2026-03-30");
    expect(event.endDate.toString()).toBe("2026-04-01");
  });

  it("is named after the event, in letters a file system takes", () => {
    expect(icsFileName("Día de campo: ¡STAR!")).toBe("dia-de-campo-star.ics");
    expect(icsFileName("***")).toBe("event.ics");
  });
});

describe("links to add an event", () => {
  it("fill in Google Calendar's template with UTC times and Outlook's with the site's offset", () => {
    const { google, outlook } = addToCalendarLinks(evening, evening.summary);
    const g = new URL(google).searchParams;
    expect(g.get("action")).toBe("TEMPLATE");
    expect(g.get("text")).toBe("Family science night");
    expect(g.get("dates")).toBe("20260305T020000Z/20260305T033000Z");
    expect(g.get("location")).toBe("Maidu Elementary, Roseville");
    const o = new URL(outlook).searchParams;
    expect(o.get("subject")).toBe("Family science night");
    expect(o.get("startdt")).toBe("2026-03-04T18:00:00-08:00");
    expect(o.get("enddt")).toBe("2026-03-04T19:30:00-08:00");
    expect(o.get("allday")).toBe("false");
  });

  it("give an all-day event's days, the end being the day after its last", () => {
    const g = new URL(addToCalendarLinks(twoDays, "Camp").google).searchParams;
    expect(g.get("dates")).toBe("20260330/20260401");
    const o = new URL(addToCalendarLinks(twoDays, "Camp").outlook).searchParams;
    expect([o.get("startdt"), o.get("enddt"), o.get("allday")]).toEqual([
      "2026-03-30",
      "2026-04-01",
      "true",
    ]);
  });
});
