import { memo } from "react";
import type { CalendarEvent } from "~/lib/google/calendar";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import type { CalendarClosure } from "./closure-days";
import { ClosureChip } from "./closure-items";
import { DayEventsPopover } from "./day-events-popover";
import { eventColour } from "./event-colours";
import { EventPopover } from "./event-popover";
import { EventClosureMark } from "./event-closure-notes";
import { startTimeOn } from "./event-time";
import { eventTitle } from "./event-title";
import { fromGoogle } from "~/lib/google/google-text";
import {
  dayLabel,
  monthLabel,
  monthWeeks,
  weekdayNames,
  type DayKey,
  type MonthKey,
} from "./month";

// Three rows fit a cell; an event that does not fit turns the last row into "+N more". A
// closure comes first and takes two rows (what and why, then its sites), or one of several.
const rowsPerCell = 3;

function DayCell({
  day,
  events,
  closures,
  isToday,
}: {
  day: DayKey;
  events: CalendarEvent[];
  closures: CalendarClosure[];
  isToday: boolean;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const dayName = dayLabel(day, locale, { month: "long", day: "numeric" });
  const tall = closures.length === 1;
  const eventRows = Math.max(1, rowsPerCell - (tall ? 2 : closures.length));
  const crowded = events.length > eventRows;
  const shown = crowded ? events.slice(0, eventRows - 1) : events;
  return (
    <td
      aria-current={isToday ? "date" : undefined}
      className={`border border-line p-1 align-top ${isToday ? "bg-brand-soft" : "bg-white"}`}
    >
      <div className="flex h-26 flex-col gap-0.5 overflow-hidden">
        <span
          className={`inline-flex size-6 items-center justify-center rounded-full text-sm font-bold ${isToday ? "bg-brand text-white" : "text-ink-soft"}`}
        >
          <span aria-hidden="true">{Number(day.slice(8))}</span>
          <span className="sr-only">
            {isToday ? t(m.calendar_today_day, { day: dayName }) : dayName}
          </span>
        </span>
        {closures.length > 0 && (
          <ul className="flex flex-col gap-0.5">
            {closures.map((closure) => (
              <li key={closure.id}>
                <ClosureChip closure={closure} tall={tall} />
              </li>
            ))}
          </ul>
        )}
        {shown.length > 0 && (
          <ul className="flex flex-col gap-0.5">
            {shown.map((event) => {
              const time = startTimeOn(event, day, locale);
              return (
                <li key={event.id}>
                  <EventPopover
                    event={event}
                    day={day}
                    className={`flex h-6 w-full items-center gap-1 overflow-hidden rounded border-l-4 px-1 text-left text-sm text-ink hover:underline ${eventColour(event.summary)}`}
                  >
                    {time && (
                      <span className="hidden shrink-0 text-ink-soft md:inline">{time}</span>
                    )}
                    <span
                      className="truncate font-semibold"
                      {...(event.summary ? fromGoogle(locale) : {})}
                    >
                      {eventTitle(event, locale)}
                    </span>
                    <EventClosureMark event={event} day={day} />
                  </EventPopover>
                </li>
              );
            })}
          </ul>
        )}
        {crowded && (
          <DayEventsPopover day={day} events={events} hiddenCount={events.length - shown.length} />
        )}
      </div>
    </td>
  );
}

interface MonthGridProps {
  month: MonthKey;
  byDay: Map<DayKey, CalendarEvent[]>;
  closuresByDay: Map<DayKey, CalendarClosure[]>;
  today: DayKey;
}

/** Seven columns, Sunday first, fixed-height cells; days of other months stay blank. */
export const MonthGrid = memo(function MonthGrid({
  month,
  byDay,
  closuresByDay,
  today,
}: MonthGridProps) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">
        {t(m.calendar_events_in, { month: monthLabel(month, locale) })}
      </caption>
      <thead>
        <tr>
          {weekdayNames(locale).map((weekday) => (
            <th key={weekday.long} scope="col" className="pb-1 text-sm font-bold text-ink-soft">
              <span aria-hidden="true">{weekday.short}</span>
              <span className="sr-only">{weekday.long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, column) =>
              day ? (
                <DayCell
                  key={day}
                  day={day}
                  events={byDay.get(day) ?? []}
                  closures={closuresByDay.get(day) ?? []}
                  isToday={day === today}
                />
              ) : (
                <td key={`blank-${column}`} className="border border-line bg-mist" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
