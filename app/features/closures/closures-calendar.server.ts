import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, {
  escape,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventTransparency,
} from "ical-generator";
import {
  closures as allClosures,
  organisation,
  sites as allSites,
  type ClosureContent,
  type SiteContent,
} from "~/content.server";
import { withoutControls } from "~/lib/ics-text";
import { minutesOf } from "~i18n/clock";
import { localizePath, type Locale } from "~i18n/locale";
import { calendarName, closurePrograms, closureWhat, closureWhere } from "./closure-views.server";
import { addDays, siteZone, type Day } from "./days";

export interface CalendarOptions {
  locale: Locale;
  /** A site's slug for its own calendar; every site's closures without one. */
  site?: string;
  /** The site's address, for links and the events' lasting identities. */
  siteUrl: string;
  /** When the calendar is written: its DTSTAMP, the one thing that changes from build to build. */
  now?: Date;
  closures?: readonly ClosureContent[];
  sites?: readonly SiteContent[];
  /** Who makes the calendar, in its PRODID. */
  organisationName?: string;
}

/** An instant in Los Angeles, from a day and a time of day ("15:00"). */
function at(day: Day, time: string): TZDate {
  const [year, month, date] = day.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  return new TZDate(year!, month! - 1, date!, hours!, minutes!, siteZone);
}

/** A day as a DATE value; written without its time, and noon in UTC is that day everywhere. */
const dayOf = (day: Day) => new Date(`${day}T12:00:00Z`);

const byMinutes = (a: string, b: string) => minutesOf(a) - minutesOf(b);

/**
 * A value for the properties ical-generator writes as it is given them (NAME, X-WR-CALNAME,
 * PRODID, UID), escaped as RFC 5545 writes TEXT. A line break in a site's title or the
 * organisation's name would otherwise end the property and start another: an event, with an
 * alarm, in every subscriber's calendar. The generator escapes SUMMARY, DESCRIPTION, LOCATION
 * and URL itself.
 */
const icsText = (value: string) => escape(withoutControls(value), false);

/**
 * The closures as an iCalendar (RFC 5545) calendar in one language: every site's, or one
 * site's. A day closed is an all-day event (VALUE=DATE, its end the day after the last, as the
 * standard counts); a late opening or an early closing is the hours lost, in Los Angeles time
 * with its VTIMEZONE, repeated daily when it spans several days. Each event's UID is the
 * closure's file name at the site's host, with the feed's site and language (closureUid), so a
 * calendar app updates an event that changes and never shows it twice; only DTSTAMP follows the
 * build.
 */
/**
 * The UID of a closure in one feed. The same closure in the other language's feed, or in a site's
 * feed (with that site's hours), is another event with other words: an app that keys events on
 * their UID across calendars a family subscribes to would otherwise merge them, or show each in
 * turn.
 */
export function closureUid(
  closureId: string,
  locale: Locale,
  site: string | undefined,
  host: string,
) {
  return icsText(`${closureId}${site ? `.${site}` : ""}.${locale}@${host}`);
}

export function closuresCalendar({
  locale,
  site,
  siteUrl,
  now = new Date(),
  closures = allClosures,
  sites = allSites,
  organisationName = organisation.fullName,
}: CalendarOptions): string {
  const host = new URL(siteUrl).host;
  const location = site ? sites.find((each) => each.slug === site) : undefined;
  if (site && !location) throw new Error(`No site ${site} for its calendar of closures`);
  const name = calendarName(locale, site, sites);
  const page = `${siteUrl}${localizePath("/closures", locale)}`;
  // The calendar has no zone of its own, so DTSTAMP is written in UTC as RFC 5545 asks; each
  // timed event names Los Angeles, and the generator adds its VTIMEZONE.
  const calendar = ical({
    name: icsText(name),
    prodId: {
      company: icsText(organisationName),
      product: "closures",
      language: locale.toUpperCase(),
    },
    timezone: { name: null, generator: getVtimezoneComponent },
    url: page,
    ttl: 12 * 60 * 60,
    // A published calendar, for apps that import the file rather than subscribe to it.
    method: ICalCalendarMethod.PUBLISH,
  });

  for (const closure of closures.filter((each) => !site || each.sites.includes(site))) {
    const affected = sites.filter((each) =>
      location ? each === location : closure.sites.includes(each.slug),
    );
    const what = closureWhat(closure, locale);
    const where = closureWhere(closure, locale);
    const programs = closurePrograms(closure, locale);
    // In the summary's parentheses the words run on: "(todos los sitios…; solo para Galaxy)".
    const about = [
      location ? null : closureWhere(closure, locale, "sentence"),
      closurePrograms(closure, locale, "sentence"),
    ]
      .filter(Boolean)
      .join("; ");
    const event = calendar.createEvent({
      id: closureUid(closure.id, locale, site, host),
      stamp: now,
      summary: `${what} – ${closure.reason[locale]}${about ? ` (${about})` : ""}`,
      description: [closure.reason[locale], where, programs].filter(Boolean).join("\n"),
      url: `${page}#${closure.id}`,
      transparency: ICalEventTransparency.TRANSPARENT,
      start: dayOf(closure.first),
      end: dayOf(addDays(closure.last, 1)),
      allDay: true,
    });
    if (closure.kind === "closed" || !closure.time) continue;
    // The hours lost on each day: from the earliest opening to the late one, or from the early
    // closing to the latest closing time of the sites it affects.
    const hours =
      closure.kind === "opensLate"
        ? { from: affected.map((each) => each.hours.opens).sort(byMinutes)[0]!, to: closure.time }
        : {
            from: closure.time,
            to: affected
              .map((each) => each.hours.closes)
              .sort(byMinutes)
              .at(-1)!,
          };
    const days =
      (Date.parse(`${closure.last}T00:00Z`) - Date.parse(`${closure.first}T00:00Z`)) / 86_400_000 +
      1;
    event.allDay(false);
    event.start(at(closure.first, hours.from));
    event.end(at(closure.first, hours.to));
    event.timezone(siteZone);
    if (days > 1) event.repeating({ freq: ICalEventRepeatingFreq.DAILY, count: days });
  }
  return calendar.toString();
}
