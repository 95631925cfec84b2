import { addDays, stillTrue, type Day } from "../i18n/days";
import { date } from "./fields";
import { fill, type Text } from "./localize";
import { sentence } from "./page-text";
import { pairChecked } from "./schema";
import { mainOffice } from "./sites";

// A fact that is true for a time (the registration news of a school year, a catalog, the news of
// a summer) carries its last day in content, beside the neutral words that take its place once
// it has passed. Pages show it through `asOf`, on the build's day and again on the visitor's
// (app/features/dated-facts/until-last-day.tsx); the office's report and the build's log read
// the same last days (content/dated-facts.ts). A build never fails because a day has passed.

/** The field of a fact's last day, written and picked as the notice's days are. */
export function lastDayField(label: string, hint: string) {
  return date.meta({ label, hint, date_format: "YYYY-MM-DD", picker_utc: false });
}

/** What the weekly report says of every last day: staff read it there 30 days ahead. */
export const lastDayHint =
  "From the day after, the pages show what is set below for after the last day; the weekly readiness report reminds the office 30 days ahead.";

/**
 * The neutral line shown once a fact has passed; {phone} is the main office's phone, as a link.
 * It names no year, since it shows for as long as nobody sets new news.
 */
export function neutralLine(label: string, hint?: string) {
  return pairChecked(
    sentence(
      { phone: "the main office's phone, as a link" },
      {
        label,
        hint: [hint, "Name no year or day: it shows until new news is set."]
          .filter(Boolean)
          .join(" "),
        widget: "text",
      },
    ),
    [
      {
        kind: "notWritten",
        pattern: "\\b(19|20)\\d\\d\\b",
        message: "name no year here: these words show until new news is set, whatever the year",
      },
    ],
  );
}

/** A neutral line as families read it, in both languages, the main office's phone in it. */
const officeLine = (line: Text): Text => ({
  en: fill(line.en, { phone: mainOffice.phone }),
  es: fill(line.es, { phone: mainOffice.phone }),
});

/**
 * A fact as a page shows it on `today`: until its last day, the claim (and the neutral words,
 * which the page hides until the day after, in case it is still online then); after, only the
 * neutral words.
 */
export interface AsOf<Claim, Instead> {
  /** The claim while it is true on `today`; null once its last day has passed. */
  claim: Claim | null;
  lastDay: Day;
  /** The first day of the neutral words. */
  dayAfter: Day;
  instead: Instead;
}

export function asOf<Claim, Instead>(
  { lastDay, claim, instead }: { lastDay: Day; claim: Claim; instead: Instead },
  today: Day,
): AsOf<Claim, Instead> {
  return {
    claim: stillTrue(lastDay, today) ? claim : null,
    lastDay,
    dayAfter: addDays(lastDay, 1),
    instead,
  };
}

/**
 * A fact true until its last day, as the office's report (in the editor's two languages) and the
 * build's log (in English) name it.
 */
export interface DatedFact {
  /** What it is, in the office's words: "The registration news for 2025-2026". */
  name: Text;
  /** The file that holds it, and its fields that set it, as the build names fields. */
  file: string;
  fields: string[];
  lastDay: Day;
  /** What families see once it has passed, in the office's words. */
  afterwards: Text;
  /** Whom the office asks for the new facts. */
  ask?: Text;
  /** A status of places at a site, which the report lists site by site. */
  place?: { site: string; program: string; status: string; checked: Day };
  /**
   * How many days ahead the report lists it: a fact renewed once a year is listed a month
   * ahead; one renewed every few days (a status of places) only once it has passed.
   */
  warnDays: number;
}

/** How far ahead the report lists a fact renewed once a year. */
const WARN_DAYS = 30;

/**
 * News true until its last day: what a page shows of it on a day (`on`), and the fact as the
 * report and the build's log name it, reading its neutral line as families do (`says`).
 */
export function datedNews<Claim, Instead>({
  name,
  file,
  fields,
  lastDay,
  claim,
  instead,
  line,
  says,
  ask,
}: Omit<DatedFact, "afterwards" | "warnDays" | "place"> & {
  claim: Claim;
  instead: Instead;
  /** The neutral line, which `says` quotes in each language: "the home page says … instead". */
  line: Text;
  says: (line: Text) => Text;
}) {
  return {
    fact: {
      name,
      file,
      fields,
      lastDay,
      afterwards: says(officeLine(line)),
      ...(ask && { ask }),
      warnDays: WARN_DAYS,
    } satisfies DatedFact,
    on: (today: Day) => asOf({ lastDay, claim, instead }, today),
  };
}
