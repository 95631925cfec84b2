import type { CalendarEvent } from "~/lib/google/calendar";
import type { MonthKey } from "./month";

/** The months of events the build read from Google, carried in the page it made. */
export interface BuiltEvents {
  months: Record<MonthKey, CalendarEvent[]>;
  /** The month the prerendered page shows: the current one when the site was built. */
  openingMonth: MonthKey;
  /** When the build read them, as an ISO instant. */
  readAt: string;
}
