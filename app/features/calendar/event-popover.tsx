import { popupButton } from "./popup-code";
import type { EventPopoverProps } from "./event-popup";

/** An event's button and its popup; a plain row until the calendar's React runs. */
export const EventPopover = popupButton<EventPopoverProps>(() =>
  import("./event-popup").then((module) => module.EventPopup),
);
