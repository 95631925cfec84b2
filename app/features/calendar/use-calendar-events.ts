import { useQuery } from "@tanstack/react-query";
import { listCalendarEvents } from "~/lib/google/calendar";
import type { BuiltEvents } from "./built-events";
import { earlyEvents } from "./early-events";
import { monthRange, type MonthKey } from "./month";

/**
 * The events of one month. The month is part of the query key, so each month loads on its
 * own and an answer that arrives after the visitor moved on never replaces what is shown. A
 * month the build read starts from that data and is asked for again at once (its data counts as
 * read at time 0, so always stale); the page dates it by `built.readAt` until a live answer.
 */
export function useCalendarEvents(month: MonthKey, built?: BuiltEvents, hydrated = true) {
  const builtMonth = built?.months[month];
  return useQuery({
    queryKey: ["calendar-events", month],
    // Until hydration the month is the build's, which a visitor's URL may not ask for.
    enabled: hydrated,
    queryFn: ({ signal }) =>
      earlyEvents.take(month) ?? listCalendarEvents(monthRange(month), { signal }),
    ...(builtMonth && built ? { initialData: builtMonth, initialDataUpdatedAt: 0 } : {}),
  });
}
