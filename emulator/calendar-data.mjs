import { addMonths, startOfMonth } from "date-fns";
import { annualEvents } from "./calendar-annual.mjs";
import { allDaySpan, isoDate, nthWeekday, sampleEvent, timedSpan } from "./calendar-builders.mjs";
import { monthlyEvents } from "./calendar-monthly.mjs";
import { OFFICE, SITES, siteLocation } from "./places.mjs";
import { boundMs, formatUtcBasic, inZone } from "./time.mjs";

const TUE = 2;
const WED = 3;
const FRI = 5;

// Links and formatting for the site's sanitiser to keep, plus hostile markup it must neutralise
// (event-handler attributes are left to the hostile corpus; see sheets-data.mjs).
const HOSTILE_DESCRIPTION =
  '<b>Registration for the next Nova session opens at 9:00 AM.</b><br>Browse classes on the <a href="https://example.org/nova">Nova page</a> and sign up in your <a href="https://example.org/account">family account</a>.<br><img src=x><script>window.__xss=1</script>Questions? Come to help hours on Wednesday.';

/** From the first of the month four months back to the end of the month eight months ahead. */
export function sampleWindow(today) {
  const local = inZone(today.getTime());
  return { start: startOfMonth(addMonths(local, -4)), end: startOfMonth(addMonths(local, 9)) };
}

/** Weekly recurring event over the window, with one cancelled instance in the current month. */
function helpHours(window, year, month) {
  const firstWednesday = (date) => nthWeekday(date.getFullYear(), date.getMonth(), WED, 1);
  const master = sampleEvent(
    "nova-help-hours",
    "Nova class registration help hours",
    timedSpan(firstWednesday(window.start), "15:00", "17:00"),
    {
      location: OFFICE,
      description: "Drop in for help choosing Nova classes or using your family account.",
      recurrence: [`RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=${formatUtcBasic(window.end.getTime())}`],
    },
  );
  const { start } = timedSpan(nthWeekday(year, month, WED, 3), "15:00", "17:00");
  const cancelled = {
    id: `${master.id}_${formatUtcBasic(boundMs(start))}`,
    status: "cancelled",
    recurringEventId: master.id,
    originalStartTime: start,
  };
  return [master, cancelled];
}

/** The HTML description and the cancelled event sit in the current month, where tests look. */
function currentMonthEvents(year, month) {
  const key = isoDate(year, month, 1).slice(0, 7);
  return [
    sampleEvent(
      `nova-registration-${key}`,
      "Nova class registration opens",
      // A Tuesday: Mondays carry the holidays (MLK Day, Presidents' Day) whose closures would
      // fold it under the day's "+N more".
      allDaySpan(nthWeekday(year, month, TUE, 3)),
      { location: "Online", description: HOSTILE_DESCRIPTION },
    ),
    sampleEvent(
      `movie-night-${key}`,
      `Family Movie Night – ${SITES.twelveBridges.name}`,
      timedSpan(nthWeekday(year, month, FRI, -1), "18:30", "20:30"),
      {
        status: "cancelled",
        location: siteLocation(SITES.twelveBridges),
        description: "Cancelled: the projector is away for repair.",
      },
    ),
  ];
}

/** The sample calendar around `today`, as source events (Google's shape, defaults left out). */
export function sampleEvents(today) {
  const window = sampleWindow(today);
  const startMs = window.start.getTime();
  const endMs = window.end.getTime();
  const generated = [];
  for (let year = window.start.getFullYear() - 1; year <= window.end.getFullYear(); year++) {
    generated.push(...annualEvents(year));
  }
  for (let month = window.start; month < window.end; month = addMonths(month, 1)) {
    generated.push(...monthlyEvents(month.getFullYear(), month.getMonth()));
  }
  const local = inZone(today.getTime());
  return [
    ...generated.filter((event) => boundMs(event.end) > startMs && boundMs(event.start) < endMs),
    ...currentMonthEvents(local.getFullYear(), local.getMonth()),
    ...helpHours(window, local.getFullYear(), local.getMonth()),
  ];
}
