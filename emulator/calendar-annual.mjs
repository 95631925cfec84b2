import {
  addIsoDays,
  allDaySpan,
  isoDate,
  nthWeekday,
  observed,
  sampleEvent,
  timedSpan,
} from "./calendar-builders.mjs";
import { SITES, siteLocation } from "./places.mjs";

const MON = 1;
const THU = 4;
const FRI = 5;

const NSD_DESCRIPTION =
  'Full-day camp from 7:00 AM to 6:00 PM for enrolled families. Book through your <a href="https://example.org/account">family account</a> by the Wednesday before.';

function nonSchoolDay(year, name, iso) {
  return sampleEvent(`nsd-${name}-${year}`, `Non-School Day Camp – ${name}`, allDaySpan(iso), {
    description: NSD_DESCRIPTION,
  });
}

function officeClosed(year, name, iso, days = 1) {
  return sampleEvent(`closed-${name}-${year}`, `Office closed – ${name}`, allDaySpan(iso, days));
}

function campout(year, season, iso, site) {
  return sampleEvent(
    `campout-${season}-${year}`,
    `${season} Family Campout – ${site.name}`,
    timedSpan(iso, "19:00", "08:00"),
    {
      location: siteLocation(site),
      description:
        "Tents on the field, campfire songs and a pancake breakfast. Bring sleeping bags; STAR staff stay overnight.",
    },
  );
}

/** Holidays, closures and camps that come once a year, by the rules schools use. */
export function annualEvents(year) {
  const thanksgiving = nthWeekday(year, 10, THU, 4);
  const summerEnd = nthWeekday(year, 7, FRI, 2);
  const presidentsDay = nthWeekday(year, 1, MON, 3);
  return [
    nonSchoolDay(year, "Martin Luther King Jr. Day", nthWeekday(year, 0, MON, 3)),
    nonSchoolDay(year, "Lincoln's Birthday", addIsoDays(presidentsDay, -7)),
    nonSchoolDay(year, "Presidents' Day", presidentsDay),
    nonSchoolDay(year, "Staff Development Day", nthWeekday(year, 2, FRI, 1)),
    sampleEvent(
      `spring-break-${year}`,
      "Spring Break Camp",
      allDaySpan(nthWeekday(year, 3, MON, 1), 5),
      {
        description:
          "<b>Five days of themed camp</b> at every Galaxy site, 7:00 AM to 6:00 PM.<br>Register by March 15.",
      },
    ),
    campout(year, "Spring", nthWeekday(year, 4, FRI, 3), SITES.oakhills),
    officeClosed(year, "Memorial Day", nthWeekday(year, 4, MON, -1)),
    sampleEvent(
      `last-day-${year}`,
      "Last day of school – Galaxy open from dismissal to 6:00 PM",
      allDaySpan(nthWeekday(year, 5, THU, 1)),
    ),
    sampleEvent(
      `summer-start-${year}`,
      "Summer Camp – first day",
      allDaySpan(nthWeekday(year, 5, MON, 2)),
      {
        description:
          'Week 1 begins. See the <a href="https://example.org/summer-camp">camp previews</a>.',
      },
    ),
    officeClosed(year, "Juneteenth", observed(isoDate(year, 5, 19))),
    officeClosed(year, "Independence Day", observed(isoDate(year, 6, 4))),
    sampleEvent(`summer-end-${year}`, "Summer Camp – last day", allDaySpan(summerEnd)),
    sampleEvent(
      `school-start-${year}`,
      "First day of school – Galaxy opens at 6:30 AM",
      allDaySpan(addIsoDays(summerEnd, 5)),
    ),
    officeClosed(year, "Labor Day", nthWeekday(year, 8, MON, 1)),
    campout(year, "Fall", nthWeekday(year, 8, FRI, 3), SITES.greenhills),
    nonSchoolDay(year, "Teacher Work Day", nthWeekday(year, 9, FRI, 2)),
    nonSchoolDay(year, "Veterans Day", observed(isoDate(year, 10, 11))),
    sampleEvent(
      `nsd-thanksgiving-${year}`,
      "Non-School Day Camp – Thanksgiving Week",
      allDaySpan(addIsoDays(thanksgiving, -3), 2),
      { description: NSD_DESCRIPTION },
    ),
    officeClosed(year, "Thanksgiving Break", addIsoDays(thanksgiving, -1), 3),
    sampleEvent(
      `winter-break-${year}`,
      "Winter Break – Galaxy closed",
      allDaySpan(isoDate(year, 11, 22), 12),
      {
        description: "Sites and the main office reopen when school resumes in January.",
      },
    ),
  ];
}
