import { Popover } from "radix-ui";
import { X } from "lucide-react";
import { useId } from "react";
import type { CalendarEvent } from "~/lib/google/calendar";
import { dayInSentence } from "~i18n/day-names";
import { asHeading } from "~i18n/heading";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { useCalendarReady } from "./calendar-ready";
import { EventRow } from "./event-row";
import { dayLabel, type DayKey } from "./month";

const triggerClass =
  "flex h-6 w-full items-center rounded px-1 text-left text-sm font-bold text-brand";

interface DayEventsPopoverProps {
  day: DayKey;
  events: CalendarEvent[];
  hiddenCount: number;
}

/** "+N more" in a crowded day cell: opens the whole day's list, each event with its popup. */
export function DayEventsPopover({ day, events, hiddenCount }: DayEventsPopoverProps) {
  const titleId = useId();
  const t = useTranslate();
  const locale = useLocale();
  const label = dayLabel(day, locale);
  const more = (
    <>
      +{hiddenCount}
      <span className="hidden sm:inline">&nbsp;{t(m.calendar_more)}</span>{" "}
      <span className="sr-only">
        {t(m.calendar_more_events_on, { day: dayInSentence(day, locale) })}
      </span>
    </>
  );
  if (!useCalendarReady()) return <span className={triggerClass}>{more}</span>;
  return (
    <Popover.Root>
      <Popover.Trigger className={`${triggerClass} hover:bg-brand-soft`}>{more}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          sideOffset={4}
          collisionPadding={16}
          className="z-30 max-h-(--radix-popover-content-available-height) w-80 overflow-y-auto rounded-2xl border border-line bg-white p-3 shadow-xl outline-none"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 id={titleId} className="text-lg">
              {asHeading(label, locale)}
            </h2>
            <Popover.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-soft hover:bg-brand-soft hover:text-brand-strong">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">{t(m.calendar_close)}</span>
            </Popover.Close>
          </div>
          <ul className="space-y-1">
            {events.map((event) => (
              <li key={event.id}>
                {/* Beside the list rather than over it. */}
                <EventRow event={event} day={day} popupSide="right" />
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
