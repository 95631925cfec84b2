import { CalendarX2 } from "lucide-react";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { CalendarEvent } from "~/lib/google/calendar";
import { FilledText } from "~/components/ui/filled-text";
import { PhoneLink } from "~/components/ui/phone-link";
import { inSentence } from "~i18n/heading";
import { formatList } from "~i18n/list";
import type { Locale } from "~i18n/locale";
import { fillParts } from "~i18n/placeholders";
import { useLocale } from "~/lib/locale-context";
import type { CalendarClosure } from "./closure-days";
import { closuresOverEvent, type EventPlace } from "./event-closures";
import type { DayKey } from "./month";

/** What an event on a closed day says, in one language (content/closures-page.yaml). */
export interface EventClosureWords {
  /** The grid's short word beside such an event: "Closure that day". */
  short: string;
  /** The sentence, with {sites}, {what}, {reason} and {phone}. */
  note: string;
  /** Every site and the main office, as a closure of every site names them. */
  allSites: string;
  /** The main office's phone, to call and check. */
  phone: string;
}

type Notes = (event: CalendarEvent, day: DayKey) => string[];

const NotesContext = createContext<{ notes: Notes; words?: EventClosureWords }>({
  notes: () => [],
});

/** The sentences of the closures over an event on a day, {phone} left for the page. */
function notesOf(
  closures: readonly CalendarClosure[],
  places: readonly EventPlace[],
  words: EventClosureWords,
  locale: Locale,
): Notes {
  return (event, day) =>
    closuresOverEvent(event, day, closures, places).map(({ closure, sites }) =>
      fillParts(
        words.note,
        {
          sites: closure.allSites
            ? words.allSites
            : formatList(
                sites.map((site) => site.name),
                locale,
              ),
          what: inSentence(closure.what, locale),
          reason: closure.reason,
        },
        String,
      ).join(""),
    );
}

/** Gives the calendar's events the closures they fall on (event-closures.ts). */
export function EventClosureNotes({
  closures,
  places,
  words,
  children,
}: {
  closures: readonly CalendarClosure[];
  places: readonly EventPlace[];
  words: EventClosureWords;
  children: ReactNode;
}) {
  const locale = useLocale();
  const value = useMemo(
    () => ({ notes: notesOf(closures, places, words, locale), words }),
    [closures, places, words, locale],
  );
  return <NotesContext.Provider value={value}>{children}</NotesContext.Provider>;
}

/** What the closures over an event say on a day: none, mostly. */
export function useEventClosureNotes(event: CalendarEvent, day: DayKey) {
  const { notes, words } = useContext(NotesContext);
  return { notes: notes(event, day), words };
}

/** The sentences, each with its icon and the office's phone to call. */
export function EventClosureLines({
  notes,
  words,
  className,
}: {
  notes: string[];
  words?: EventClosureWords;
  className?: string;
}) {
  if (notes.length === 0 || !words) return null;
  return notes.map((note) => (
    <p key={note} className={`flex gap-2 text-sm font-bold text-danger ${className ?? ""}`}>
      <CalendarX2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <FilledText text={note} values={{ phone: <PhoneLink phone={words.phone} /> }} />
      </span>
    </p>
  ));
}

/** In the month grid's small chip: an icon, and the short word for a screen reader. */
export function EventClosureMark({ event, day }: { event: CalendarEvent; day: DayKey }) {
  const { notes, words } = useEventClosureNotes(event, day);
  if (notes.length === 0 || !words) return null;
  return (
    <>
      <CalendarX2 className="size-3.5 shrink-0 text-danger" aria-hidden="true" />
      <span className="sr-only">{`, ${words.short}`}</span>
    </>
  );
}
