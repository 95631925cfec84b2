import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { closuresPage } from "~content/closures-page";
import { schoolSites } from "~content/sites";
import { minutesOf } from "~i18n/clock";
import { closuresCalendar } from "./closures-calendar.server";
import { madeUpClosure } from "../../../tests/fixtures/made-up-closure";

// The calendars of closures, read back with ical.js (Mozilla's RFC 5545 parser, which Thunderbird
// uses), for closures made up here at the content's own sites.

const siteUrl = "https://star.example.org";
const [first, second] = schoolSites;

const closures = [
  madeUpClosure({ id: "2026-12-21-winter-break", first: "2026-12-21", last: "2027-01-01" }),
  madeUpClosure({
    id: "2026-12-04-early",
    first: "2026-12-04",
    last: "2026-12-04",
    kind: "closesEarly",
    time: "15:00",
    sites: [first!.slug, second!.slug],
  }),
  madeUpClosure({
    id: "2027-01-04-late",
    first: "2027-01-04",
    last: "2027-01-06",
    kind: "opensLate",
    time: "09:30",
    sites: [second!.slug],
  }),
];

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => ({
    vevent,
    event: new ICAL.Event(vevent),
  }));
  return { calendar, events };
}

/** A closure's event, by its file name, in whichever feed. */
const byUid = (events: ReturnType<typeof parse>["events"], id: string) =>
  events.find(({ event }) => event.uid.startsWith(`${id}.`))!;

describe("the calendar of closures (RFC 5545)", () => {
  const text = closuresCalendar({
    locale: "en",
    siteUrl,
    closures,
    now: new Date("2026-11-24T15:00:00Z"),
  });
  const { calendar, events } = parse(text);

  it("parses, with one event per closure, each with a UID from the closure's file name", () => {
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(events.map(({ event }) => event.uid).sort()).toEqual(
      closures.map((each) => `${each.id}.en@star.example.org`).sort(),
    );
  });

  it("gives a closure another UID in the other language's feed and in a site's feed, each another event with other words", () => {
    const uids = (locale: "en" | "es", site?: string) =>
      parse(closuresCalendar({ locale, site, siteUrl, closures })).events.map(
        ({ event }) => event.uid,
      );
    const site = closures[0]!.sites[0]!;
    const all = [...uids("en"), ...uids("es"), ...uids("en", site), ...uids("es", site)];
    expect(all.length).toBeGreaterThan(closures.length * 2);
    expect(new Set(all).size).toBe(all.length);
  });

  it("keeps every UID from one build to the next; only DTSTAMP, in UTC, follows the build", () => {
    const later = parse(
      closuresCalendar({ locale: "en", siteUrl, closures, now: new Date("2026-11-25T15:00:00Z") }),
    );
    expect(later.events.map(({ event }) => event.uid)).toEqual(
      events.map(({ event }) => event.uid),
    );
    const stamps = [events, later.events].map(
      (list) => list[0]!.vevent.getFirstPropertyValue("dtstamp") as ICAL.Time,
    );
    expect(stamps.map((stamp) => stamp.zone?.tzid)).toEqual(["UTC", "UTC"]);
    expect(stamps[0]!.toString()).not.toBe(stamps[1]!.toString());
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
  });

  it("writes a day closed as an all-day date, ending the day after its last", () => {
    const { event } = byUid(events, "2026-12-21-winter-break");
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2026-12-21");
    expect(event.endDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe("2027-01-02");
  });

  it("writes an early closing in Los Angeles time, until the latest closing of its sites, with its VTIMEZONE", () => {
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
      "America/Los_Angeles",
    );
    const { event, vevent } = byUid(events, "2026-12-04-early");
    expect(event.startDate.isDate).toBe(false);
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Los_Angeles");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-04T23:00:00.000Z");
    const latest = Math.max(...[first!, second!].map((site) => minutesOf(site.hours.closes)));
    expect(event.endDate.hour * 60 + event.endDate.minute).toBe(latest);
  });

  it("repeats a late opening of several days daily, from the site's opening time", () => {
    const { event } = byUid(events, "2027-01-04-late");
    expect(event.isRecurring()).toBe(true);
    const days: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next())
      days.push(next.toString().slice(0, 10));
    expect(days).toEqual(["2027-01-04", "2027-01-05", "2027-01-06"]);
    expect(event.startDate.hour * 60 + event.startDate.minute).toBe(minutesOf(second!.hours.opens));
    expect(event.endDate.hour * 60 + event.endDate.minute).toBe(minutesOf("09:30"));
  });

  it("says what happens in the calendar's language", () => {
    const spanish = parse(closuresCalendar({ locale: "es", siteUrl, closures }));
    const { event } = byUid(spanish.events, "2026-12-21-winter-break");
    expect(event.summary).toContain(closuresPage.kinds.closed.es);
    expect(event.summary).toContain("Capacitación del personal");
    expect(byUid(events, "2026-12-21-winter-break").event.summary).toContain(
      closuresPage.kinds.closed.en,
    );
  });

  it("in Spanish, runs the words in a summary's parentheses on in lower case", () => {
    const everywhere = madeUpClosure({
      id: "2026-12-07-galaxy",
      allSites: true,
      sites: schoolSites.map((site) => site.slug),
      programs: ["galaxy"],
    });
    const spanish = parse(closuresCalendar({ locale: "es", siteUrl, closures: [everywhere] }));
    const about = /\((.+)\)$/u.exec(spanish.events[0]!.event.summary)?.[1] ?? "";
    expect(about.split("; ")).toHaveLength(2);
    for (const words of about.split("; ")) expect(words).toMatch(/^\p{Ll}/u);
  });

  it("a site's calendar has only the closures of that site", () => {
    const own = parse(closuresCalendar({ locale: "en", siteUrl, closures, site: second!.slug }));
    expect(own.events.map(({ event }) => event.uid).sort()).toEqual(
      ["2026-12-04-early", "2027-01-04-late"].map(
        (id) => `${id}.${second!.slug}.en@star.example.org`,
      ),
    );
  });
});

describe("a calendar made from hostile content", () => {
  // What a line break in a site's title, the organisation's name or a closure's file name would
  // write into every subscriber's calendar without escaping: an event with an alarm of its own.
  const injected = [
    "",
    "BEGIN:VEVENT",
    "UID:injected@evil.example",
    "DTSTAMP:20261124T150000Z",
    "DTSTART:20261201T090000Z",
    "SUMMARY:Tuition due: pay at https://evil.example/pay",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-PT15M",
    "DESCRIPTION:Pay now",
    "END:VALARM",
    "END:VEVENT",
    "",
  ].join("\r\n");
  const hostileSite = { ...second!, title: { en: `Maidu${injected}`, es: `Maidu${injected}` } };
  const hostileSites = schoolSites.map((site) => (site === second ? hostileSite : site));
  const hostileClosure = madeUpClosure({
    id: `2026-12-07-meeting${injected}x`,
    sites: [second!.slug],
  });

  it("writes its names and identities as text: one event per closure, and no alarm", () => {
    for (const site of [undefined, second!.slug]) {
      const text = closuresCalendar({
        locale: "en",
        siteUrl,
        site,
        closures: [hostileClosure],
        sites: hostileSites,
        organisationName: `STAR Education${injected}`,
      });
      const { calendar, events } = parse(text);
      expect(events).toHaveLength(1);
      expect(text).not.toMatch(/^BEGIN:VALARM/m);
      expect(events.flatMap(({ vevent }) => vevent.getAllSubcomponents("valarm"))).toEqual([]);
      // Read back as the text it was, its line breaks as one escaped \n each.
      const asRead = injected.replace(/\r\n/g, "\n");
      expect(String(events[0]!.event.uid)).toBe(
        `${hostileClosure.id.replace(/\r\n/g, "\n")}${site ? `.${site}` : ""}.en@star.example.org`,
      );
      expect(String(calendar.getFirstPropertyValue("prodid"))).toContain(asRead);
      // An X- property is read as written: escaped, on one line.
      const name = String(calendar.getFirstPropertyValue("x-wr-calname"));
      if (site) expect(name).toMatch(/^Maidu\\nBEGIN:VEVENT\\n[^\r\n]+ closures$/);
    }
  });
});
