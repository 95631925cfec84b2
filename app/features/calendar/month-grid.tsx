import { memo } from "react";
import type { CalendarEvent } from "~/lib/google/calendar";
import { DayEventsPopover } from "./day-events-popover";
import { eventColour } from "./event-colours";
import { EventPopover } from "./event-popover";
import { startTimeOn } from "./event-time";
import { dayLabel, monthLabel, monthWeeks, type DayKey, type MonthKey } from "./month";

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
// Three rows fit a cell; a fourth event turns the third row into "+N more".
const rowsPerCell = 3;

function DayCell({
  day,
  events,
  isToday,
}: {
  day: DayKey;
  events: CalendarEvent[];
  isToday: boolean;
}) {
  const crowded = events.length > rowsPerCell;
  const shown = crowded ? events.slice(0, rowsPerCell - 1) : events;
  return (
    <td
      aria-current={isToday ? "date" : undefined}
      className={`border border-line p-1 align-top ${isToday ? "bg-brand-soft" : "bg-white"}`}
    >
      <div className="flex h-26 flex-col gap-0.5">
        <span
          className={`inline-flex size-6 items-center justify-center rounded-full text-sm font-bold ${isToday ? "bg-brand text-white" : "text-ink-soft"}`}
        >
          <span aria-hidden="true">{Number(day.slice(8))}</span>
          <span className="sr-only">
            {isToday && "Today, "}
            {dayLabel(day, "MMMM d")}
          </span>
        </span>
        {shown.length > 0 && (
          <ul className="flex flex-col gap-0.5">
            {shown.map((event) => {
              const time = startTimeOn(event, day);
              return (
                <li key={event.id}>
                  <EventPopover
                    event={event}
                    className={`flex h-6 w-full items-center gap-1 overflow-hidden rounded border-l-4 px-1 text-left text-sm text-ink hover:underline ${eventColour(event.summary)}`}
                  >
                    {time && (
                      <span className="hidden shrink-0 text-ink-soft md:inline">{time}</span>
                    )}
                    <span className="truncate font-semibold">{event.summary}</span>
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
  today: DayKey;
}

/** Seven columns, Sunday first, fixed-height cells; days of other months stay blank. */
export const MonthGrid = memo(function MonthGrid({ month, byDay, today }: MonthGridProps) {
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">Events in {monthLabel(month)}</caption>
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th key={weekday} scope="col" className="pb-1 text-sm font-bold text-ink-soft">
              <span aria-hidden="true">{weekday.slice(0, 3)}</span>
              <span className="sr-only">{weekday}</span>
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
