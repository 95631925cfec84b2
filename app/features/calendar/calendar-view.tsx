import { ChevronLeft, ChevronRight, LoaderCircle } from "lucide-react";
import { useDeferredValue, useMemo } from "react";
import { configuredCalendar, type CalendarEvent } from "~/lib/google/calendar";
import { asHeading } from "~i18n/heading";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { AgendaList } from "./agenda-list";
import { calendarErrorMessage } from "./calendar-error";
import { eventsByDay } from "./event-placement";
import { LayoutToggle } from "./layout-toggle";
import { MonthGrid } from "./month-grid";
import { monthDays, monthLabel } from "./month";
import { SubscribeMenu } from "./subscribe-menu";
import { useCalendarEvents } from "./use-calendar-events";
import { useCalendarLayout } from "./use-calendar-layout";
import { useCalendarMonth } from "./use-calendar-month";
import type { BuiltEvents } from "./built-events";
import { momentIn } from "~i18n/clock";
import { calendarZone } from "./month";

const toolbarButton =
  "inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-brand bg-white px-4 font-bold text-brand hover:bg-brand-soft hover:text-brand-strong";

const noEvents: CalendarEvent[] = [];

interface CalendarViewProps {
  emptyMonth: string;
  /** The months the build read, which the page shows from its first response. */
  built?: BuiltEvents;
  /** False while the prerendered page (always with `built`) is being hydrated. */
  hydrated?: boolean;
}

/**
 * The calendar: month heading and controls, load status, then the grid or the agenda. Before
 * hydration it shows the month the build read, in both layouts, and CSS shows the one that
 * fits the screen, so the page works without JavaScript and nothing moves when React takes over.
 */
export function CalendarView({ emptyMonth, built, hydrated = true }: CalendarViewProps) {
  const { month, today, previous, next, goToToday } = useCalendarMonth({
    hydrated,
    builtMonth: built?.openingMonth,
  });
  const query = useCalendarEvents(month, built, hydrated);
  const [layout, setLayout] = useCalendarLayout();
  const t = useTranslate();
  const locale = useLocale();
  const builtEvents = built?.months[month];
  // A failed month shows no events, even if an earlier load of it had some, unless the build
  // read it: then the page keeps what the build read and says when that was.
  const refreshFailed = query.isError && builtEvents !== undefined;
  const events = query.isError ? (builtEvents ?? noEvents) : (query.data ?? noEvents);
  const readAt =
    query.dataUpdatedAt > 0 ? new Date(query.dataUpdatedAt) : built && new Date(built.readAt);
  const when = readAt ? momentIn(readAt, locale, calendarZone) : undefined;
  const bothLayouts = !hydrated;
  // The grid is the page's largest render; deferred, React draws it in slices between taps.
  const current = useMemo(() => ({ month, events }), [month, events]);
  const shown = useDeferredValue(current);
  const byDay = useMemo(() => eventsByDay(shown.events, monthDays(shown.month)), [shown]);

  return (
    <section aria-labelledby="calendar-month" className="min-h-200">
      {/* Its controls need React: until it has taken over the page they are disabled, so a tap
          is never lost, and nothing moves when they turn on. */}
      <fieldset disabled={!hydrated} className="contents">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="calendar-month" aria-live="polite" className="text-2xl sm:text-3xl">
            {asHeading(monthLabel(month, locale), locale)}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {/* The names say "month" too, and hold the visible word, so voice control finds them. */}
            <button
              type="button"
              onClick={previous}
              className={toolbarButton}
              aria-label={t(m.calendar_previous_month)}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
              {t(m.calendar_previous)}
            </button>
            <button type="button" onClick={goToToday} className={toolbarButton}>
              {t(m.calendar_today)}
            </button>
            <button
              type="button"
              onClick={next}
              className={toolbarButton}
              aria-label={t(m.calendar_next_month)}
            >
              {t(m.calendar_next)}
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-h-11 min-w-0 flex-1 items-center gap-3">
            <div role="status" className="min-w-0">
              {query.isPending && (
                <span className="inline-flex items-center gap-2 text-ink-soft">
                  <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
                  {t(m.calendar_loading)}
                </span>
              )}
              {query.isError && !refreshFailed && (
                <p className="wrap-anywhere text-danger">
                  {calendarErrorMessage(query.error, locale)}
                </p>
              )}
              {query.isSuccess && events.length === 0 && (
                <p className="text-ink-soft">{emptyMonth}</p>
              )}
            </div>
            {query.isError && (
              <button
                type="button"
                onClick={() => void query.refetch()}
                className="min-h-11 shrink-0 rounded-full px-3 font-bold text-brand underline hover:bg-brand-soft"
              >
                {t(m.calendar_try_again)}
              </button>
            )}
          </div>
          {/* Focus or a scroll that brings these controls to the top reveals the month row above
              them too, so Prev, Today and Next never sit half under the sticky header. */}
          <div className="flex flex-wrap items-center gap-2 [&_button]:scroll-mt-28 sm:[&_button]:scroll-mt-16">
            <LayoutToggle layout={layout} onChange={setLayout} disabled={!hydrated} />
            {configuredCalendar.calendarId && (
              <SubscribeMenu calendarId={configuredCalendar.calendarId} className={toolbarButton} />
            )}
          </div>
        </div>
        {/* When the events were read; on a line of its own, so the controls never move. */}
        {when && (refreshFailed || query.isSuccess) && (
          <p className={`mt-2 text-sm ${refreshFailed ? "text-ink" : "text-ink-soft"}`}>
            {refreshFailed
              ? t(m.calendar_refresh_failed, { when })
              : t(m.calendar_updated, { when })}
          </p>
        )}
        <div className="mt-4">
          {(bothLayouts || layout === "grid") && (
            <div className={bothLayouts ? "hidden sm:block" : undefined}>
              <MonthGrid month={shown.month} byDay={byDay} today={today} />
            </div>
          )}
          {(bothLayouts || layout === "agenda") && (
            <div className={bothLayouts ? "sm:hidden" : undefined}>
              <AgendaList byDay={byDay} today={today} />
            </div>
          )}
        </div>
      </fieldset>
    </section>
  );
}
