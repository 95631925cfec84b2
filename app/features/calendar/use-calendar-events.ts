import { useQuery } from "@tanstack/react-query";
import { listCalendarEvents } from "~/lib/google/calendar";
import { earlyEvents } from "./early-events";
import { monthRange, type MonthKey } from "./month";

/**
 * The events of one month. The month is part of the query key, so each month loads on its
 * own and an answer that arrives after the visitor moved on never replaces what is shown.
 */
export function useCalendarEvents(month: MonthKey) {
  return useQuery({
    queryKey: ["calendar-events", month],
    queryFn: ({ signal }) =>
      earlyEvents.take(month) ?? listCalendarEvents(monthRange(month), { signal }),
  });
}
