import { Clock, MapPin } from "lucide-react";
import type { CalendarEvent } from "~/lib/google/calendar";
import { looksLikeHtml, sanitizeHtml } from "~/lib/html";
import { ExternalLink } from "~/components/ui/external-link";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { lazy, Suspense } from "react";
import { describeWhen } from "./event-time";
import { fromGoogle } from "~/lib/google/google-text";
import { EventClosureLines, useEventClosureNotes } from "./event-closure-notes";
import type { DayKey } from "./month";

// Loaded when a visitor first opens an event, so the calendar's first download stays in budget.
const AddToCalendar = lazy(() =>
  import("./add-to-calendar").then((module) => ({ default: module.AddToCalendar })),
);

function Description({ text }: { text: string }) {
  const locale = useLocale();
  return looksLikeHtml(text) ? (
    <div
      className="prose-block mt-3 space-y-2 text-sm"
      {...fromGoogle(locale)}
      // Calendar descriptions are outside HTML: sanitizeHtml strips anything that could run.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }}
    />
  ) : (
    <p className="mt-3 text-sm whitespace-pre-line" {...fromGoogle(locale)}>
      {text}
    </p>
  );
}

/**
 * The body of an event's popup: a closure over it on `day` first, then when, where, what, and
 * the link to Google Calendar.
 */
export function EventDetails({ event, day }: { event: CalendarEvent; day: DayKey }) {
  const t = useTranslate();
  const locale = useLocale();
  const { notes, words } = useEventClosureNotes(event, day);
  return (
    <>
      <EventClosureLines notes={notes} words={words} className="mt-2" />
      <p className="mt-2 flex gap-2 text-sm">
        <Clock className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
        <span>
          <span className="sr-only">{t(m.calendar_when)} </span>
          {describeWhen(event, locale)}
        </span>
      </p>
      {event.location && (
        <p className="mt-1 flex gap-2 text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
          <span>
            <span className="sr-only">{t(m.calendar_where)} </span>
            <span {...fromGoogle(locale)}>{event.location}</span>
          </span>
        </p>
      )}
      {event.description && <Description text={event.description} />}
      {event.htmlLink && (
        <p className="mt-3">
          <ExternalLink
            href={event.htmlLink}
            className="inline-flex min-h-11 items-center font-bold"
          >
            {t(m.calendar_view_in_calendar)}
          </ExternalLink>
        </p>
      )}
      <Suspense fallback={null}>
        <AddToCalendar event={event} />
      </Suspense>
    </>
  );
}
