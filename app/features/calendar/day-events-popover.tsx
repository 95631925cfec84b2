import type { CalendarEvent } from "~/lib/google/calendar";
import { dayInSentence } from "~i18n/day-names";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { popupButton } from "./popup-code";
import type { DayEventsPopupProps } from "./day-events-popup";
import type { DayKey } from "./month";

const DayEventsPopup = popupButton<DayEventsPopupProps>(() =>
  import("./day-events-popup").then((module) => module.DayEventsPopup),
);

/** "+N more" in a crowded day cell: opens the whole day's list, each event with its popup. */
export function DayEventsPopover({
  day,
  events,
  hiddenCount,
}: {
  day: DayKey;
  events: CalendarEvent[];
  hiddenCount: number;
}) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <DayEventsPopup
      day={day}
      events={events}
      className="flex h-6 w-full items-center rounded px-1 text-left text-sm font-bold text-brand"
    >
      +{hiddenCount}
      <span className="hidden sm:inline">&nbsp;{t(m.calendar_more)}</span>{" "}
      <span className="sr-only">
        {t(m.calendar_more_events_on, { day: dayInSentence(day, locale) })}
      </span>
    </DayEventsPopup>
  );
}
