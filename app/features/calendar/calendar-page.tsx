import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { CalendarView, type CalendarWords } from "./calendar-view";
import type { BuiltEvents } from "./built-events";
import type { CalendarClosure } from "./closure-days";
import type { MonthKey } from "./month";
import type { EventPlace } from "./event-closures";
import type { EventClosureWords } from "./event-closure-notes";

export type { CalendarWords };

function newQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A Google error is shown at once (spec); "Try again" is the visitor's retry.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5 * 60_000 },
    },
  });
}

/**
 * The events calendar with its own query cache, so TanStack Query ships only with this page.
 * The prerendered page shows the build's month with its closures, and its events when the build
 * could read them (loading them otherwise); after hydration, the month the visitor's clock and
 * URL name.
 */
export function CalendarPage({
  words,
  built,
  builtMonth,
  closures,
  eventPlaces,
  eventClosureWords,
  subscribeHref,
}: {
  words: CalendarWords;
  built?: BuiltEvents;
  builtMonth: MonthKey;
  closures: readonly CalendarClosure[];
  eventPlaces: readonly EventPlace[];
  eventClosureWords: EventClosureWords;
  subscribeHref?: string;
}) {
  const [queryClient] = useState(newQueryClient);
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <CalendarView
        words={words}
        built={built}
        builtMonth={builtMonth}
        closures={closures}
        eventPlaces={eventPlaces}
        eventClosureWords={eventClosureWords}
        subscribeHref={subscribeHref}
        hydrated={hydrated}
      />
    </QueryClientProvider>
  );
}
