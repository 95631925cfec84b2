import { Popover } from "radix-ui";
import { X } from "lucide-react";
import { useId, type ReactNode } from "react";
import type { CalendarEvent } from "~/lib/google/calendar";
import { asHeading } from "~i18n/heading";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { EventRow } from "./event-row";
import { dayLabel, type DayKey } from "./month";

export interface DayEventsPopupProps {
  day: DayKey;
  events: CalendarEvent[];
  className: string;
  /** "+N more", the button's words and accessible name. */
  children: ReactNode;
}

/** The button of a crowded day cell and its popup: the whole day's list, each event with its own. */
export function DayEventsPopup({ day, events, className, children }: DayEventsPopupProps) {
  const titleId = useId();
  const t = useTranslate();
  const locale = useLocale();
  return (
    <Popover.Root>
      <Popover.Trigger className={`${className} hover:bg-brand-soft`}>{children}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          sideOffset={4}
          collisionPadding={16}
          className="z-30 max-h-(--radix-popover-content-available-height) w-80 overflow-y-auto rounded-2xl border border-line bg-white p-3 shadow-xl outline-none"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 id={titleId} className="text-lg">
              {asHeading(dayLabel(day, locale), locale)}
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
