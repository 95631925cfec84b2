import { Popover } from "radix-ui";
import { useId, useRef, type ReactNode } from "react";
import type { CalendarEvent } from "~/lib/google/calendar";
import { useLocale } from "~/lib/locale-context";
import { EventDetails } from "./event-details";
import { PopupClose } from "./popup-close";
import { eventTitle } from "./event-title";
import { fromGoogle } from "~/lib/google/google-text";
import type { DayKey } from "./month";

export interface EventPopoverProps {
  event: CalendarEvent;
  /** The day it is shown on, where a closure may close its site. */
  day: DayKey;
  className: string;
  /** What the event's button shows; its accessible name. */
  children: ReactNode;
  side?: "bottom" | "right";
}

/**
 * An event's button and its popup (20rem wide). Radix closes it on a second click of the
 * button, a click outside and Escape, and returns focus to the button; opening focuses it.
 */
export function EventPopup({ event, day, className, children, side }: EventPopoverProps) {
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  return (
    <Popover.Root>
      <Popover.Trigger className={className}>{children}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          aria-labelledby={titleId}
          side={side}
          sideOffset={6}
          collisionPadding={16}
          onOpenAutoFocus={(focusEvent) => {
            focusEvent.preventDefault();
            contentRef.current?.focus();
          }}
          className="z-40 max-h-(--radix-popover-content-available-height) w-80 overflow-y-auto rounded-2xl border border-line bg-white p-4 shadow-xl outline-none"
        >
          <div className="flex items-start justify-between gap-2">
            <h2
              id={titleId}
              className="pt-2 text-lg"
              {...(event.summary ? fromGoogle(locale) : {})}
            >
              {eventTitle(event, locale)}
            </h2>
            <PopupClose />
          </div>
          <EventDetails event={event} day={day} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
