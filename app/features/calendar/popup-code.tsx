import type { ComponentType, ReactNode } from "react";
import { componentAfterPaint } from "~/lib/after-paint";
import { useCalendarReady } from "./calendar-ready";

interface TriggerProps {
  className: string;
  /** What the button shows; its accessible name. */
  children: ReactNode;
}

function PlainRow({ className, children }: TriggerProps) {
  return <span className={className}>{children}</span>;
}

/**
 * A calendar button whose popup's code (Radix's popover, an event's details) is fetched once
 * the page has painted rather than with it, so a phone's first paint waits for none of it.
 * Until the calendar runs, and without JavaScript, it is a plain row with the same words; if its
 * file cannot be fetched, the row stays plain and the rest of the calendar works.
 */
export function popupButton<Props extends TriggerProps>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Popup = componentAfterPaint<Props>(load, PlainRow);
  return function PopupButton(props: Props) {
    return useCalendarReady() ? <Popup {...props} /> : <PlainRow {...props} />;
  };
}
