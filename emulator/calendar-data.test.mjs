// @vitest-environment node
import { addDays, addMonths, startOfMonth } from "date-fns";
import { describe, expect, it } from "vitest";
import { sampleEvents, sampleWindow } from "./calendar-data.mjs";
import { selectRecords, toRecords } from "./calendar-events.mjs";
import { boundMs, formatIsoDate, inZone, zonedMidnight } from "./time.mjs";

/** Events overlapping one month, expanded and filtered the way the site asks for them. */
function monthEvents(today, options = {}) {
  const first = startOfMonth(inZone(today.getTime()));
  const minMs = first.getTime();
  const maxMs = addMonths(first, 1).getTime();
  const records = selectRecords(toRecords(sampleEvents(today), today), {
    minMs,
    maxMs,
    singleEvents: true,
    ...options,
  });
  return { events: records.map((record) => record.event), minMs, maxMs };
}

/** The busiest day of the month, counting an event on every Sacramento day it touches. */
function busiestDay({ events, minMs, maxMs }) {
  const perDay = new Map();
  for (const event of events) {
    const from = Math.max(boundMs(event.start), minMs);
    const to = Math.min(boundMs(event.end), maxMs);
    for (
      let day = zonedMidnight(formatIsoDate(inZone(from)));
      day.getTime() < to;
      day = addDays(day, 1)
    ) {
      const key = formatIsoDate(day);
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
  }
  return Math.max(...perDay.values());
}

const MONTHS_OF_2027 = Array.from(
  { length: 12 },
  (_, month) => new Date(Date.UTC(2027, month, 15, 19)),
);

describe("sample calendar", () => {
  it.each(MONTHS_OF_2027)("keeps the current month busy when today is %s", (today) => {
    const month = monthEvents(today);
    expect(month.events.length).toBeGreaterThanOrEqual(8);
    expect(busiestDay(month)).toBeGreaterThanOrEqual(4);
    expect(month.events.some((event) => event.description?.includes("<script>"))).toBe(true);
  });

  it.each([
    new Date("2026-01-01T08:30:00Z"),
    new Date("2026-12-31T23:00:00Z"),
    new Date("2028-02-29T20:00:00Z"),
  ])(
    "puts a cancelled event and a cancelled instance in the current month when today is %s",
    (today) => {
      const cancelled = monthEvents(today, { showDeleted: true }).events.filter(
        (e) => e.status === "cancelled",
      );
      expect(cancelled.filter((e) => e.recurringEventId)).toHaveLength(1);
      expect(cancelled.filter((e) => !e.recurringEventId)).toHaveLength(1);
    },
  );

  it("covers four months before to eight months after today and nothing outside", () => {
    const today = new Date("2026-11-10T20:00:00Z");
    const { start, end } = sampleWindow(today);
    expect([formatIsoDate(start), formatIsoDate(end)]).toEqual(["2026-07-01", "2027-08-01"]);
    const records = toRecords(sampleEvents(today), today);
    for (const record of records) {
      expect(record.endMs).toBeGreaterThan(start.getTime());
      expect(record.startMs).toBeLessThan(end.getTime());
    }
  });

  it("has the school-year events the site shows", () => {
    const titles = sampleEvents(new Date("2026-11-10T20:00:00Z")).map((event) => event.summary);
    for (const expected of [
      "Non-School Day Camp – Veterans Day",
      "Non-School Day Camp – Lincoln's Birthday",
      "Office closed – Thanksgiving Break",
      "Winter Break – Galaxy closed",
      "Spring Break Camp",
      "STAR Board of Directors meeting",
      "Nova class registration help hours",
    ]) {
      expect(titles).toContain(expected);
    }
    expect(titles.some((title) => /^Family \w+ Night – /.test(title))).toBe(true);
  });

  it("spans the new year with the winter closure and the week with spring break camp", () => {
    const events = sampleEvents(new Date("2026-11-10T20:00:00Z"));
    const find = (summary) => events.find((event) => event.summary === summary);
    expect(find("Winter Break – Galaxy closed")).toMatchObject({
      start: { date: "2026-12-22" },
      end: { date: "2027-01-03" },
    });
    expect(find("Spring Break Camp")).toMatchObject({
      start: { date: "2027-04-05" },
      end: { date: "2027-04-10" },
    });
  });

  it("gives the same ids on every run for the same day", () => {
    const ids = (today) => sampleEvents(today).map((event) => event.id);
    expect(ids(new Date("2026-11-10T20:00:00Z"))).toEqual(ids(new Date("2026-11-10T23:00:00Z")));
    expect(new Set(ids(new Date("2026-11-10T20:00:00Z"))).size).toBe(
      sampleEvents(new Date("2026-11-10T20:00:00Z")).length,
    );
  });
});
