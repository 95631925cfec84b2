import { Clock, MapPin } from "lucide-react";
import type { CalendarEvent } from "~/lib/google/calendar";
import { looksLikeHtml, sanitizeHtml } from "~/lib/html";
import { ExternalLink } from "~/components/ui/external-link";
import { describeWhen } from "./event-time";

function Description({ text }: { text: string }) {
  return looksLikeHtml(text) ? (
    <div
      className="prose-block mt-3 space-y-2 text-sm"
      // Calendar descriptions are outside HTML: sanitizeHtml strips anything that could run.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }}
    />
  ) : (
    <p className="mt-3 text-sm whitespace-pre-line">{text}</p>
  );
}

/** The body of an event's popup: when, where, what, and the link to Google Calendar. */
export function EventDetails({ event }: { event: CalendarEvent }) {
  return (
    <>
      <p className="mt-2 flex gap-2 text-sm">
        <Clock className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
        <span>
          <span className="sr-only">When: </span>
          {describeWhen(event)}
        </span>
      </p>
      {event.location && (
        <p className="mt-1 flex gap-2 text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
          <span>
            <span className="sr-only">Where: </span>
            {event.location}
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
            View in Calendar
          </ExternalLink>
        </p>
      )}
    </>
  );
}
