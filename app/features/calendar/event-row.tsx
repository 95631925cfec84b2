import type { CalendarEvent } from "~/lib/google/calendar";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { eventColour } from "./event-colours";
import { EventPopover } from "./event-popover";
import { startTimeOn } from "./event-time";
import { eventTitle } from "./event-title";
import { fromGoogle } from "~/lib/google/google-text";
import { CalendarX2 } from "lucide-react";
import { useEventClosureNotes } from "./event-closure-notes";
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
  const t = useTranslate();
  const locale = useLocale();
  const time =
    startTimeOn(event, day, locale) ??
    t(event.timing.allDay ? m.calendar_all_day : m.calendar_continues);
  const { notes, words } = useEventClosureNotes(event, day);
  return (
    <EventPopover
      event={event}
      day={day}
      side={popupSide}
      className={`flex min-h-11 w-full items-start gap-3 rounded-xl border-l-4 px-3 py-2 text-left hover:underline ${eventColour(event.summary)}`}
    >
      <span className="w-20 shrink-0 text-sm font-bold text-ink-soft">{time}</span>
      <span className="min-w-0">
        <span className="block font-bold text-ink" {...(event.summary ? fromGoogle(locale) : {})}>
          {eventTitle(event, locale)}
        </span>
        {event.location && (
          <span className="block truncate text-sm text-ink-soft" {...fromGoogle(locale)}>
            {event.location}
          </span>
        )}
        {notes.length > 0 && words && (
          <span className="mt-1 flex gap-1 text-sm font-bold text-danger">
            <CalendarX2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {words.short}
          </span>
        )}
      </span>
    </EventPopover>
  );
}
