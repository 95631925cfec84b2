import { allDaySpan, isoDate, nthWeekday, sampleEvent, timedSpan } from "./calendar-builders.mjs";
import { OFFICE, SITES, siteLocation } from "./places.mjs";

const TUE = 2;
const THU = 4;
const FRI = 5;
const SAT = 6;

const ROTATION = [
  SITES.maidu,
  SITES.greenhills,
  SITES.oakhills,
  SITES.ridgeview,
  SITES.lincolnCrossing,
  SITES.twelveBridges,
  SITES.leaman,
  SITES.gateway,
  SITES.coppin,
  SITES.creekside,
  SITES.foskett,
  SITES.turnstone,
  SITES.arca,
];
const FAMILY_THEMES = ["Science", "Art", "Game", "Theatre", "Music", "Reading", "Robotics"];
const SPIRIT_THEMES = [
  "Pajama Day",
  "Crazy Hair Day",
  "Sports Jersey Day",
  "Color Wars",
  "Hat Day",
];

const pick = (list, index) => list[index % list.length];

/** The second Thursday of every month is busy on purpose: the month grid must overflow a day. */
function secondThursday(key, iso, index) {
  const site = pick(ROTATION, index);
  const tourSite = pick(ROTATION, index + 5);
  const theme = pick(FAMILY_THEMES, index);
  return [
    sampleEvent(
      `staff-training-${key}`,
      "Staff training – all sites",
      timedSpan(iso, "08:30", "11:30"),
      {
        location: OFFICE,
        description: "Programs run as normal; site directors attend.",
      },
    ),
    sampleEvent(
      `tours-${key}`,
      `Galaxy site tours – ${tourSite.name}`,
      timedSpan(iso, "10:00", "11:00"),
      {
        location: siteLocation(tourSite),
      },
    ),
    sampleEvent(
      `nova-checkin-${key}`,
      "Nova instructor check-in",
      timedSpan(iso, "13:00", "14:00"),
      {
        location: "Online",
      },
    ),
    sampleEvent(
      `board-${key}`,
      "STAR Board of Directors meeting",
      timedSpan(iso, "17:00", "18:30"),
      {
        location: OFFICE,
        description:
          'Open to the public. The agenda is posted 72 hours before at <a href="https://example.org/board">example.org/board</a>.',
      },
    ),
    sampleEvent(
      `family-night-${key}`,
      `Family ${theme} Night – ${site.name}`,
      timedSpan(iso, "18:00", "19:30"),
      {
        location: siteLocation(site),
        description: `<b>Free for enrolled families.</b><br>Hands-on ${theme.toLowerCase()} stations for all ages. <a href="https://example.org/family-nights">RSVP here</a>.`,
      },
    ),
  ];
}

/** Events that repeat every month, placed by weekday rules so any month looks lived-in. */
export function monthlyEvents(year, month) {
  const key = isoDate(year, month, 1).slice(0, 7);
  const index = year * 12 + month;
  const coffeeSite = pick(ROTATION, index + 2);
  return [
    sampleEvent(
      `tuition-${key}`,
      "Galaxy tuition due (AutoPay runs)",
      allDaySpan(isoDate(year, month, 1)),
    ),
    sampleEvent(
      `coffee-${key}`,
      `Coffee with the site director – ${coffeeSite.name}`,
      timedSpan(nthWeekday(year, month, TUE, 1), "08:00", "09:00"),
      { location: siteLocation(coffeeSite) },
    ),
    ...secondThursday(key, nthWeekday(year, month, THU, 2), index),
    sampleEvent(
      `hiring-${key}`,
      "Hiring open house – join the STAR team",
      timedSpan(nthWeekday(year, month, SAT, 3), "10:00", "13:00"),
      {
        location: OFFICE,
        description:
          'Meet site directors and interview on the spot. <a href="https://example.org/jobs">Open positions</a>',
      },
    ),
    sampleEvent(
      `spirit-${key}`,
      `Galaxy spirit day – ${pick(SPIRIT_THEMES, index)}`,
      allDaySpan(nthWeekday(year, month, FRI, -1)),
    ),
  ];
}
