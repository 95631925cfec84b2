import { Popover } from "radix-ui";
import { useId, type ReactNode } from "react";
import type { CalendarEvent } from "~/lib/google/calendar";
import { asHeading } from "~i18n/heading";
import { useLocale } from "~/lib/locale-context";
import { EventRow } from "./event-row";
import { PopupClose } from "./popup-close";
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
            <PopupClose />
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
