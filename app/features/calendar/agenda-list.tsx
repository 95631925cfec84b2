import { memo } from "react";
import type { CalendarEvent } from "~/lib/google/calendar";
import { asHeading } from "~i18n/heading";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import type { CalendarClosure } from "./closure-days";
import { ClosureRow } from "./closure-items";
import { EventRow } from "./event-row";
import { dayLabel, type DayKey } from "./month";

interface AgendaListProps {
  byDay: Map<DayKey, CalendarEvent[]>;
  /** Each closure of the month on the day it is listed (closuresListedOn). */
  closuresListed: Map<DayKey, CalendarClosure[]>;
  today: DayKey;
}

type AgendaDay = { day: DayKey; events: CalendarEvent[]; closures: CalendarClosure[] };

/**
 * The month as a list of the days that have events or closures, for narrow screens and screen
 * readers; a day's closures come before its events. In the current month the list starts today,
 * so that late in a month what is still to come is what shows first; the days before it wait,
 * folded, above it.
 */
export const AgendaList = memo(function AgendaList({
  byDay,
  closuresListed,
  today,
}: AgendaListProps) {
  const t = useTranslate();
  const days = [...byDay]
    .map(([day, events]) => ({ day, events, closures: closuresListed.get(day) ?? [] }))
    .filter(({ events, closures }) => events.length > 0 || closures.length > 0);
  if (days.length === 0) return null;
  const earlier = byDay.has(today) ? days.filter(({ day }) => day < today) : [];
  const coming = days.slice(earlier.length);
  return (
    <>
      {earlier.length > 0 && (
        <details className="mb-6">
          <summary className="flex min-h-11 cursor-pointer items-center font-bold text-brand">
            {t(m.calendar_earlier_this_month)}
          </summary>
          <AgendaDays days={earlier} today={today} />
        </details>
      )}
      {coming.length > 0 ? (
        <AgendaDays days={coming} today={today} />
      ) : (
        <p className="text-ink-soft">{t(m.calendar_nothing_more)}</p>
      )}
    </>
  );
});

function AgendaDays({ days, today }: { days: AgendaDay[]; today: DayKey }) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <ol className="space-y-6">
      {days.map(({ day, events, closures }) => (
        <li key={day} aria-current={day === today ? "date" : undefined}>
          <h3
            className={`mb-2 flex items-center gap-2 text-lg ${day === today ? "text-brand" : ""}`}
          >
            {asHeading(dayLabel(day, locale), locale)}
            {/* The space keeps "Today" a word of its own in the text search and copying read. */}
            {day === today && (
              <>
                {" "}
                <span className="rounded-full bg-brand px-2 text-sm font-bold text-white">
                  {t(m.calendar_today)}
                </span>
              </>
            )}
          </h3>
          <ul className="space-y-2">
            {closures.map((closure) => (
              <li key={closure.id}>
                <ClosureRow closure={closure} />
              </li>
            ))}
            {events.map((event) => (
              <li key={event.id}>
                <EventRow event={event} day={day} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
