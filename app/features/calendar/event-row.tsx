import type { CalendarEvent } from "~/lib/google/calendar";
import { eventColour } from "./event-colours";
import { EventPopover } from "./event-popover";
import { startTimeOn } from "./event-time";
import type { DayKey } from "./month";

/** An event as a full-width row with its time and place, for the agenda and a day's list. */
export function EventRow({
  event,
  day,
  popupSide,
}: {
  event: CalendarEvent;
  day: DayKey;
  popupSide?: "bottom" | "right";
}) {
  const time = startTimeOn(event, day) ?? (event.timing.allDay ? "All day" : "Continues");
  return (
    <EventPopover
      event={event}
      side={popupSide}
      className={`flex min-h-11 w-full items-start gap-3 rounded-xl border-l-4 px-3 py-2 text-left hover:underline ${eventColour(event.summary)}`}
    >
      <span className="w-20 shrink-0 text-sm font-bold text-ink-soft">{time}</span>
      <span className="min-w-0">
        <span className="block font-bold text-ink">{event.summary}</span>
        {event.location && (
          <span className="block truncate text-sm text-ink-soft">{event.location}</span>
        )}
      </span>
    </EventPopover>
  );
}
