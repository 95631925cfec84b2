import type { CalendarEvent } from "~/lib/google/calendar";
import type { Locale } from "~i18n/locale";
import { m } from "~i18n/paraglide/messages";

/** An event's title as staff typed it, or words saying it has none. */
export function eventTitle(event: CalendarEvent, locale: Locale): string {
  return event.summary || m.calendar_untitled({}, { locale });
}
