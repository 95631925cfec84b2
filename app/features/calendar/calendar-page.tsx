import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { configuredCalendar } from "~/lib/google/calendar";
import { ExternalLink } from "~/components/ui/external-link";
import { CalendarView } from "./calendar-view";
import { subscribeLinks } from "./subscribe-links";
import type { BuiltEvents } from "./built-events";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";

function newQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A Google error is shown at once (spec); "Try again" is the visitor's retry.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5 * 60_000 },
    },
  });
}

/** What the prerendered HTML holds: the same height as the calendar, so nothing jumps. */
function CalendarPlaceholder({ noScript }: { noScript: string }) {
  const calendarId = configuredCalendar.calendarId;
  const t = useTranslate();
  return (
    <div className="min-h-200">
      <p className="text-ink-soft">{t(m.calendar_loading_calendar)}</p>
      <noscript>
        <p className="mt-3 max-w-prose">
          {noScript}{" "}
          {calendarId && (
            <ExternalLink href={subscribeLinks(calendarId).google}>
              {t(m.calendar_open_in_google)}
            </ExternalLink>
          )}
        </p>
      </noscript>
    </div>
  );
}

export interface CalendarWords {
  /** Said where the calendar would be when the browser runs no JavaScript. */
  noScript: string;
  /** Said when the month shown has no events. */
  emptyMonth: string;
}

/**
 * The events calendar with its own query cache, so TanStack Query ships only with this page.
 * With the months the build read, the prerendered page shows the build's month; without them,
 * a placeholder, and the month the visitor's clock and URL name after hydration.
 */
export function CalendarPage({ words, built }: { words: CalendarWords; built?: BuiltEvents }) {
  const [queryClient] = useState(newQueryClient);
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      {hydrated || built ? (
        <CalendarView emptyMonth={words.emptyMonth} built={built} hydrated={hydrated} />
      ) : (
        <CalendarPlaceholder noScript={words.noScript} />
      )}
    </QueryClientProvider>
  );
}
