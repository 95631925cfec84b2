import { CalendarPlus, ChevronLeft, ChevronRight, LoaderCircle } from "lucide-react";
import { useDeferredValue, useMemo } from "react";
import { configuredCalendar, type CalendarEvent } from "~/lib/google/calendar";
import { ExternalLink } from "~/components/ui/external-link";
import { subscribeLinks, googleCalendarAddress } from "~/features/closures/feed-paths";
import { asHeading } from "~i18n/heading";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { AgendaList } from "./agenda-list";
import { calendarErrorMessage } from "./calendar-error";
import { CalendarReady } from "./calendar-ready";
import { closuresListedOn, closuresOnDays, type CalendarClosure } from "./closure-days";
import { eventsByDay } from "./event-placement";
import type { EventPlace } from "./event-closures";
import { EventClosureNotes, type EventClosureWords } from "./event-closure-notes";
import { LayoutToggle } from "./layout-toggle";
import { MonthGrid } from "./month-grid";
import { monthDays, monthLabel, type MonthKey } from "./month";
import { useCalendarEvents } from "./use-calendar-events";
import { useCalendarLayout } from "./use-calendar-layout";
import { useCalendarMonth } from "./use-calendar-month";
import type { BuiltEvents } from "./built-events";
import { momentIn } from "~i18n/clock";
import { siteZone } from "~i18n/days";

const toolbarButton =
  "inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-brand bg-white px-4 font-bold text-brand hover:bg-brand-soft hover:text-brand-strong";

const noEvents: CalendarEvent[] = [];

export interface CalendarWords {
  /** Said where the events would be when the browser runs no JavaScript and the build read none. */
  noScript: string;
  /** Said when the month shown has neither events nor closures. */
  emptyMonth: string;
}

interface CalendarViewProps {
  words: CalendarWords;
  /** The months the build read, which the page shows from its first response. */
  built?: BuiltEvents;
  /** The month the page was built in, which it shows until React runs. */
  builtMonth: MonthKey;
  closures: readonly CalendarClosure[];
  /** The locations events are matched to, and what an event on a closed day says. */
  eventPlaces: readonly EventPlace[];
  eventClosureWords: EventClosureWords;
  /** Where the page offers its calendar to subscribe to, for the toolbar's link. */
  subscribeHref?: string;
  /** False while the prerendered page is being hydrated, and in a browser without JavaScript. */
  hydrated?: boolean;
}

/** A month's events and closures, placed on its days for both layouts. */
function useMonth(month: MonthKey, events: CalendarEvent[], closures: readonly CalendarClosure[]) {
  // The grid is the page's largest render; deferred, React draws it in slices between taps.
  const current = useMemo(() => ({ month, events, closures }), [month, events, closures]);
  const shown = useDeferredValue(current);
  return useMemo(() => {
    const days = monthDays(shown.month);
    return {
      month: shown.month,
      byDay: eventsByDay(shown.events, days),
      closuresByDay: closuresOnDays(shown.closures, shown.month),
      closuresListed: closuresListedOn(shown.closures, shown.month),
    };
  }, [shown]);
}

/**
 * The calendar: month heading and controls, load status, then the grid or the agenda, with the
 * organisation's closures on their days beside the events. Before hydration it shows the month
 * the build read, in both layouts, and CSS shows the one that fits the screen, so the page works
 * without JavaScript and nothing moves when React takes over; the controls that need React show
 * once it runs, and the other months the build read are listed for a browser without it.
 */
export function CalendarView({
  words,
  built,
  builtMonth,
  closures,
  eventPlaces,
  eventClosureWords,
  subscribeHref,
  hydrated = true,
}: CalendarViewProps) {
  const { month, today, previous, next, goToToday } = useCalendarMonth({ hydrated, builtMonth });
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
  const when = readAt ? momentIn(readAt, locale, siteZone) : undefined;
  const bothLayouts = !hydrated;
  const shown = useMonth(month, events, closures);
  const empty = events.length === 0 && shown.closuresListed.size === 0;
  // Until React runs the controls that need it take their room but are not shown.
  const untilReady = hydrated ? "" : "invisible";
  const calendarId = configuredCalendar.calendarId;

  return (
    <CalendarReady.Provider value={hydrated}>
      <EventClosureNotes closures={closures} places={eventPlaces} words={eventClosureWords}>
        <section aria-labelledby="calendar-month" className="min-h-200">
          {/* Its controls need React: until it has taken over the page they are disabled, so a
            tap is never lost, and nothing moves when they turn on. */}
          <fieldset disabled={!hydrated} className="contents">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="calendar-month" aria-live="polite" className="text-2xl sm:text-3xl">
                {asHeading(monthLabel(month, locale), locale)}
              </h2>
              <div className={`flex flex-wrap items-center gap-2 ${untilReady}`}>
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
                {/* States of this visit, never what the site search should find. */}
                <div role="status" className="min-w-0" data-pagefind-ignore="all">
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
                  {query.isSuccess && empty && <p className="text-ink-soft">{words.emptyMonth}</p>}
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
              {/* Focus or a scroll that brings these controls to the top reveals the month row
                above them too, so Prev, Today and Next never sit half under the sticky header. */}
              <div className="flex flex-wrap items-center gap-2 [&_a]:scroll-mt-28 [&_button]:scroll-mt-28 sm:[&_a]:scroll-mt-16 sm:[&_button]:scroll-mt-16">
                <div className={untilReady}>
                  <LayoutToggle layout={layout} onChange={setLayout} disabled={!hydrated} />
                </div>
                {subscribeHref && (
                  <a href={subscribeHref} className={`${toolbarButton} no-underline`}>
                    <CalendarPlus className="size-5" aria-hidden="true" />
                    {t(m.calendar_subscribe)}
                  </a>
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
            {!hydrated && !builtEvents && (
              <noscript>
                <p className="mt-3 max-w-prose">
                  {words.noScript}{" "}
                  {calendarId && (
                    <ExternalLink
                      href={subscribeLinks(googleCalendarAddress(calendarId), calendarId).google}
                    >
                      {t(m.calendar_open_in_google)}
                    </ExternalLink>
                  )}
                </p>
              </noscript>
            )}
            <div className="mt-4">
              {(bothLayouts || layout === "grid") && (
                <div className={bothLayouts ? "hidden sm:block" : undefined}>
                  <MonthGrid
                    month={shown.month}
                    byDay={shown.byDay}
                    closuresByDay={shown.closuresByDay}
                    today={today}
                  />
                </div>
              )}
              {(bothLayouts || layout === "agenda") && (
                <div className={bothLayouts ? "sm:hidden" : undefined}>
                  <AgendaList
                    byDay={shown.byDay}
                    closuresListed={shown.closuresListed}
                    today={today}
                  />
                </div>
              )}
            </div>
          </fieldset>
        </section>
        {!hydrated && built && (
          <BuiltMonthsWithoutScript
            built={built}
            shownMonth={month}
            closures={closures}
            emptyMonth={words.emptyMonth}
          />
        )}
      </EventClosureNotes>
    </CalendarReady.Provider>
  );
}

/**
 * For a browser without JavaScript, where the grid cannot open a crowded day and the month
 * cannot change: the shown month as a list on wide screens too, and every other month the
 * build read, so all it read stays readable.
 */
function BuiltMonthsWithoutScript({
  built,
  shownMonth,
  closures,
  emptyMonth,
}: {
  built: BuiltEvents;
  shownMonth: MonthKey;
  closures: readonly CalendarClosure[];
  emptyMonth: string;
}) {
  const locale = useLocale();
  return (
    <noscript>
      {Object.entries(built.months).map(([month, events]) => {
        const listed = closuresListedOn(closures, month);
        const list = (
          <AgendaList
            byDay={eventsByDay(events, monthDays(month))}
            closuresListed={listed}
            today=""
          />
        );
        if (month === shownMonth)
          return (
            <div key={month} className="mt-8 hidden sm:block">
              {list}
            </div>
          );
        return (
          <section key={month} aria-labelledby={`built-${month}`} className="mt-10">
            <h2 id={`built-${month}`} className="mb-4 text-2xl sm:text-3xl">
              {asHeading(monthLabel(month, locale), locale)}
            </h2>
            {list}
            {events.length === 0 && listed.size === 0 && (
              <p className="text-ink-soft">{emptyMonth}</p>
            )}
          </section>
        );
      })}
    </noscript>
  );
}
