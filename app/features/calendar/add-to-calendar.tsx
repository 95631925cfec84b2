import { CalendarPlus, Download } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { config } from "~/lib/config";
import type { CalendarEvent } from "~/lib/google/calendar";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { addToCalendarLinks } from "./add-to-calendar-links";
import { eventTitle } from "./event-title";

/**
 * Saves the event in the .ics file's own words. The file is written only when asked for, by
 * code loaded then, so the calendar page does not carry the iCalendar writer.
 */
async function downloadIcs(event: CalendarEvent, title: string) {
  const { eventIcs, icsFileName } = await import("./event-ics");
  const ics = eventIcs(event, { title, host: new URL(config.siteUrl).host });
  const file = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = file;
  link.download = icsFileName(title);
  link.click();
  // The browser has the file once the click is handled; the address is not needed after.
  setTimeout(() => URL.revokeObjectURL(file));
}

const linkClass = "inline-flex min-h-11 items-center font-bold";

/** "Add to calendar": Google Calendar, Outlook, or an .ics file for any other calendar app. */
export function AddToCalendar({ event }: { event: CalendarEvent }) {
  const t = useTranslate();
  const locale = useLocale();
  const title = eventTitle(event, locale);
  const { google, outlook } = addToCalendarLinks(event, title);
  return (
    <section aria-label={t(m.calendar_add_to_calendar)} className="mt-3 border-t border-line pt-2">
      <h3 className="flex items-center gap-2 text-sm font-bold">
        <CalendarPlus className="size-4 text-brand" aria-hidden="true" />
        {t(m.calendar_add_to_calendar)}
      </h3>
      <ul className="flex flex-wrap gap-x-4">
        <li>
          <ExternalLink href={google} className={linkClass}>
            {t(m.calendar_add_google)}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={outlook} className={linkClass}>
            {t(m.calendar_add_outlook)}
          </ExternalLink>
        </li>
        <li>
          <button
            type="button"
            className={`${linkClass} gap-1 text-left text-brand underline hover:text-brand-strong`}
            onClick={() => void downloadIcs(event, title)}
          >
            <Download className="size-4 shrink-0" aria-hidden="true" />
            {t(m.calendar_add_ics)}
          </button>
        </li>
      </ul>
    </section>
  );
}
